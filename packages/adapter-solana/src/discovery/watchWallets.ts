import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { type AdapterContext, createWalletIds } from '../internal/core.js'
import type { SolanaConnector, SolanaWallet } from '../types.js'
import {
  findLegacyProvider,
  fromLegacyProvider,
  type LegacyCodec,
  type LegacySolanaProvider,
  legacyName,
} from '../wallet/legacyWallet.js'
import { fromStandardWallet, isSolanaStandardWallet } from '../wallet/standardWallet.js'

/** Icons are untrusted: only inline images and https URLs are kept. */
const safeIcon = (icon: unknown) =>
  typeof icon === 'string' && /^(data:image\/|https:\/\/)/i.test(icon) ? icon : undefined

/** The connector id of a legacy injected wallet. */
const legacyId = (name: string) => `injected-solana:${name}`

/**
 * Finds the page's Solana wallets: every Wallet Standard wallet with connect, events and a
 * Solana signing feature, registered before or after start (unregistered ones leave the list;
 * one that drops its last signing feature too), and the legacy injected provider
 * (`window.phantom.solana` / `window.solana`). Wallets of one name each get an id of their own
 * (kept while they stay registered). The legacy provider is folded into a standard wallet of its
 * name only when it is Phantom's own namespace (`window.phantom.solana`, whose extension also
 * registers its standard wallet); a `window.solana` provider stays listed beside a standard
 * wallet that took its name, so an extension naming itself after it cannot hide it.
 * Reports the list through `ctx.setConnectors` on every change. A no-op without `window` (SSR).
 */
export function watchWallets(
  ctx: Pick<AdapterContext, 'setConnectors' | 'excludeWallets'>,
  onChange: (all: SolanaConnector[]) => void,
  loadCodec: () => Promise<LegacyCodec>,
): { stop(): void } {
  if (typeof window === 'undefined') return { stop() {} }
  const registry = getWallets()
  const handles = new Map<Wallet, SolanaWallet>()
  const watched = new Map<Wallet, () => void>()
  // One id a wallet, `name#2`… for a later one of the same name: picking one never connects another.
  const ids = createWalletIds<Wallet>()
  let legacy: { provider: LegacySolanaProvider; wallet: SolanaWallet } | undefined
  let stopped = false

  const publish = () => {
    if (stopped) return
    const all: SolanaConnector[] = []
    for (const wallet of registry.get()) {
      // A wallet's feature change may make it count or stop counting: watch every one.
      if (!watched.has(wallet)) {
        const on = (wallet.features['standard:events'] as { on?: Function } | undefined)?.on
        watched.set(
          wallet,
          typeof on === 'function'
            ? on('change', (p: { features?: unknown }) => p.features && publish())
            : () => {},
        )
      }
      if (!isSolanaStandardWallet(wallet)) continue
      const handle = handles.get(wallet) ?? fromStandardWallet(wallet)
      handles.set(wallet, handle)
      all.push({
        id: ids.of(wallet),
        name: wallet.name,
        type: 'ANNOUNCED',
        chain: 'solana',
        imageUrl: safeIcon(wallet.icon),
        provider: handle,
      })
    }
    const provider = findLegacyProvider(window)
    if (provider && legacy?.provider !== provider)
      legacy = { provider, wallet: fromLegacyProvider(provider, loadCodec) }
    const folded =
      legacy &&
      legacy.provider === (window as { phantom?: { solana?: unknown } }).phantom?.solana &&
      all.some((c) => c.name === legacyName(legacy!.provider))
    if (legacy && !folded) {
      all.push({
        id: legacyId(legacy.wallet.name),
        name: legacy.wallet.name,
        type: 'INJECTED',
        chain: 'solana',
        imageUrl: safeIcon(legacy.wallet.icon),
        provider: legacy.wallet,
      })
    }
    onChange(all)
    const excluded = ctx.excludeWallets.map((x) => x.toLowerCase())
    ctx.setConnectors(all.filter((c) => !excluded.includes(c.name.toLowerCase())))
  }

  const offRegister = registry.on('register', publish)
  const offUnregister = registry.on('unregister', (...gone: Wallet[]) => {
    for (const wallet of gone) {
      watched.get(wallet)?.()
      watched.delete(wallet)
      handles.delete(wallet)
      ids.forget(wallet)
    }
    publish()
  })
  publish()
  return {
    stop() {
      stopped = true
      offRegister()
      offUnregister()
      for (const off of watched.values()) off()
      watched.clear()
    },
  }
}
