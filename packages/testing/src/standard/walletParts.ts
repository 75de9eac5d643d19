// Small parts the Solana and Bitcoin test wallets share.

/** Where a wallet remembers the site's authorization (localStorage in a page). */
export type WalletStorage = { get(): string | null; set(value: string): void }

/** An SVG as a data: URI (Wallet Standard icons must be data: URIs). */
export const svgDataUri = (svg: string) => `data:image/svg+xml;base64,${btoa(svg)}`

/** What a wallet throws when the user rejects: code 4001, like the real ones. */
export const userRejection = () =>
  Object.assign(new Error('User rejected the request.'), { code: 4001, name: 'UserRejectedError' })

type ChangeListener = (properties: Record<string, unknown>) => void

/** The `standard:events` feature over `listeners`: only `change` events exist. */
export const standardEvents = (listeners: Set<ChangeListener>) => ({
  version: '1.0.0' as const,
  on(event: string, listener: ChangeListener) {
    if (event !== 'change') return () => {}
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
})
