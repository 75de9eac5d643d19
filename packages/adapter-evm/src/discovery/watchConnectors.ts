import type { AdapterContext } from '@gangway/core'
import { INJECTED_WALLET_WAIT_MS } from '../internal/core.js'
import type { Eip1193Provider, EvmConnector } from '../types.js'

/** The generic name of an injected wallet that says nothing about itself. */
export const BROWSER_WALLET = 'Browser Wallet'

// Checked in order: many wallets also set isMetaMask to look like it, so it comes last.
const LEGACY_FLAGS: [flag: string, name: string][] = [
  ['isTrust', 'Trust'],
  ['isTrustWallet', 'Trust'],
  ['isCoinbaseWallet', 'Coinbase Wallet'],
  ['isBraveWallet', 'Brave Wallet'],
  ['isRabby', 'Rabby Wallet'],
  ['isPhantom', 'Phantom'],
  ['isOkxWallet', 'OKX Wallet'],
  ['isMetaMask', 'MetaMask'],
]

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== ''
const isProvider = (v: unknown): v is Eip1193Provider =>
  typeof (v as Eip1193Provider | null)?.request === 'function'
/** Spec §5: 'Trust Wallet' is shown as 'Trust'. */
const displayName = (name: string) => (name.trim() === 'Trust Wallet' ? 'Trust' : name.trim())
/** Icons are untrusted: only inline images and https URLs are kept. */
const safeIcon = (icon: unknown) =>
  typeof icon === 'string' && /^(data:image\/|https:\/\/)/i.test(icon) ? icon : undefined

/**
 * Finds the page's EVM wallets: EIP-6963 announcements and a legacy `window.ethereum`, waiting
 * up to INJECTED_WALLET_WAIT_MS for the latter. Reports the visible list through
 * `ctx.setConnectors` on every change and `onChange` with every wallet found (hidden ones too,
 * so a stored session can still reconnect). A no-op without `window` (SSR).
 *
 * @returns a cleanup and a promise that settles when the legacy wait is over
 */
export function watchConnectors(
  ctx: Pick<AdapterContext, 'setConnectors' | 'isMobile' | 'excludeWallets'>,
  onChange: (all: EvmConnector[]) => void,
): { stop(): void; settled: Promise<void> } {
  if (typeof window === 'undefined') return { stop() {}, settled: Promise.resolve() }
  const w = window as Window & { ethereum?: unknown }
  const announced = new Map<string, EvmConnector>()
  let injected: EvmConnector | undefined
  let stopped = false

  const publish = () => {
    if (stopped) return
    const all = [...announced.values()]
    // A legacy provider that also announced itself is the same wallet: keep the announced one.
    if (injected && !all.some((c) => c.provider === injected?.provider)) all.push(injected)
    onChange(all)
    const excluded = ctx.excludeWallets.map((x) => x.toLowerCase())
    ctx.setConnectors(
      all.filter(
        (c) =>
          !(c.name === BROWSER_WALLET && !ctx.isMobile()) &&
          !excluded.includes(c.name.toLowerCase()) &&
          !(c.info?.rdns && excluded.includes(c.info.rdns.toLowerCase())),
      ),
    )
  }

  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent).detail as {
      info?: Record<string, unknown>
      provider?: unknown
    }
    const info = detail?.info
    if (!info || !isText(info.rdns) || !isText(info.name) || !isProvider(detail.provider)) return
    const rdns = info.rdns.trim()
    if (announced.has(rdns)) return
    announced.set(rdns, {
      id: rdns,
      name: displayName(info.name),
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: safeIcon(info.icon),
      info: { rdns },
      provider: detail.provider,
    })
    publish()
  }

  const findInjected = () => {
    const provider = w.ethereum
    if (injected || !isProvider(provider)) return !!injected
    const flags = provider as unknown as Record<string, unknown>
    const name = LEGACY_FLAGS.find(([flag]) => flags[flag] === true)?.[1] ?? BROWSER_WALLET
    injected = { id: 'injected', name, type: 'INJECTED', chain: 'eip155', provider }
    publish()
    return true
  }

  window.addEventListener('eip6963:announceProvider', onAnnounce)
  window.dispatchEvent(new Event('eip6963:requestProvider'))

  let timer: ReturnType<typeof setInterval> | undefined
  let done: () => void = () => {}
  const settled = new Promise<void>((resolve) => {
    done = () => {
      clearInterval(timer)
      window.removeEventListener('ethereum#initialized', onInitialized)
      resolve()
    }
  })
  const onInitialized = () => findInjected() && done()
  if (findInjected()) done()
  else {
    // Wallets inject late; they fire `ethereum#initialized` or can be polled for.
    const start = Date.now()
    window.addEventListener('ethereum#initialized', onInitialized)
    timer = setInterval(() => {
      if (findInjected() || Date.now() - start >= INJECTED_WALLET_WAIT_MS) done()
    }, 50)
  }
  publish()

  return {
    settled,
    stop() {
      stopped = true
      done()
      window.removeEventListener('eip6963:announceProvider', onAnnounce)
    },
  }
}
