import { callWallet } from '../internal/core.js'
import type { SolanaSendOptions, SolanaWallet, WalletChange } from '../types.js'
import { FEATURES } from './standardWallet.js'

/** The legacy injected Solana provider (`window.phantom.solana`, `window.solana`). */
export type LegacySolanaProvider = {
  name?: string
  icon?: string
  isPhantom?: boolean
  publicKey?: { toBase58(): string } | null
  /** Not part of the old shape, but some wallets say which transaction versions they sign. */
  supportedTransactionVersions?: readonly unknown[]
  connect(options?: { onlyIfTrusted?: boolean }): Promise<{ publicKey?: { toBase58(): string } }>
  disconnect?(): Promise<void>
  signMessage?(message: Uint8Array, display?: string): Promise<{ signature: Uint8Array }>
  signTransaction?(transaction: unknown): Promise<{ serialize(): Uint8Array }>
  signAndSendTransaction?(
    transaction: unknown,
    options?: SolanaSendOptions,
  ): Promise<{ signature: string }>
  on?(event: string, listener: (...args: never[]) => void): unknown
  off?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}

/** The helpers a legacy wallet needs to turn bytes into the web3.js objects it signs (lazy). */
export type LegacyCodec = {
  decode(bytes: Uint8Array): unknown
  decodeBase58(text: string): Uint8Array
}

/** The legacy injected provider of the page, if any (Phantom's namespace first). */
export function findLegacyProvider(scope: unknown): LegacySolanaProvider | undefined {
  const w = scope as { phantom?: { solana?: unknown }; solana?: unknown } | undefined
  const candidate = w?.phantom?.solana ?? w?.solana
  const p = candidate as Partial<LegacySolanaProvider> | undefined
  return p && typeof p.connect === 'function' ? (p as LegacySolanaProvider) : undefined
}

/** The name a legacy provider goes by. */
export function legacyName(provider: LegacySolanaProvider): string {
  if (typeof provider.name === 'string' && provider.name.trim()) return provider.name.trim()
  return provider.isPhantom ? 'Phantom' : 'Solana Wallet'
}

/**
 * The adapter's view of a legacy injected wallet: one account (`publicKey`), web3.js objects to
 * sign (decoded with `load()`, the adapter's lazy chunk), `accountChanged` / `disconnect` events.
 */
export function fromLegacyProvider(
  provider: LegacySolanaProvider,
  load: () => Promise<LegacyCodec>,
): SolanaWallet {
  const name = legacyName(provider)
  const address = () => provider.publicKey?.toBase58()
  return {
    name,
    icon: typeof provider.icon === 'string' ? provider.icon : undefined,
    kind: 'legacy',
    features: () =>
      (
        [
          FEATURES.connect,
          FEATURES.events,
          provider.disconnect && FEATURES.disconnect,
          provider.signMessage && FEATURES.signMessage,
          provider.signTransaction && FEATURES.signTransaction,
          provider.signAndSendTransaction && FEATURES.signAndSendTransaction,
        ] as (string | undefined)[]
      ).filter((f): f is string => typeof f === 'string'),
    supportsVersioned: () => provider.supportedTransactionVersions?.includes(0) ?? false,
    accounts: () => {
      const a = address()
      return a ? [a] : []
    },
    connect: (silent) =>
      callWallet(async () => {
        const result = await provider.connect(silent ? { onlyIfTrusted: true } : undefined)
        const a = result?.publicKey?.toBase58() ?? address()
        return a ? [a] : []
      }),
    async disconnect() {
      await provider.disconnect?.()
    },
    onChange(listener) {
      const onAccount = (key: { toBase58(): string } | null) =>
        listener({ accounts: key ? [key.toBase58()] : [] } satisfies WalletChange)
      const onDisconnect = () => listener({ accounts: [] })
      provider.on?.('accountChanged', onAccount as never)
      provider.on?.('disconnect', onDisconnect as never)
      return () => {
        const off = (provider.off ?? provider.removeListener)?.bind(provider)
        off?.('accountChanged', onAccount as never)
        off?.('disconnect', onDisconnect as never)
      }
    },
    signMessage: (_address, message) =>
      callWallet(async () => {
        if (!provider.signMessage) throw new Error(`${name} cannot sign messages`)
        return (await provider.signMessage(message, 'utf8')).signature
      }),
    signTransaction: (_address, _chain, transaction) =>
      callWallet(async () => {
        if (!provider.signTransaction) throw new Error(`${name} cannot sign transactions`)
        const codec = await load()
        const signed = await provider.signTransaction(codec.decode(transaction))
        return signed.serialize()
      }),
    signAndSendTransaction: (_address, _chain, transaction, options) =>
      callWallet(async () => {
        if (!provider.signAndSendTransaction) throw new Error(`${name} cannot send transactions`)
        const codec = await load()
        const { signature } = await provider.signAndSendTransaction(
          codec.decode(transaction),
          options,
        )
        return codec.decodeBase58(signature)
      }),
  }
}
