import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { type AdapterContext, createWalletIds, toDisplayName } from '../internal/core.js'
import type { BitcoinConnector, BitcoinWallet } from '../types.js'
import {
  findSatsConnectProviders,
  fromSatsConnect,
  type SatsConnectProvider,
} from './satsConnectWallet.js'
import { fromStandardWallet, isBitcoinStandardWallet } from './standardWallet.js'

/** When `window.btc_providers` is read again for wallets that inject late (ms after start). */
const SATS_RETRIES_MS = [250, 1000, 3000]

/** A name as the visitor sees it, for comparing names: display-safe, width and case folded. */
const seen = (name: string) => toDisplayName(name).normalize('NFKC').toLowerCase()

/** Icons are untrusted: only inline images and https URLs are kept. */
const safeIcon = (icon: unknown) =>
  typeof icon === 'string' && /^(data:image\/|https:\/\/)/i.test(icon) ? icon : undefined

/**
 * Finds the page's Bitcoin wallets: every Wallet Standard wallet with `bitcoin:connect` and
 * `standard:events`, registered before or after start (unregistered ones leave the list), and the
 * sats-connect providers of `window.btc_providers` (read again a few times for late injection).
 * A wallet with both faces is listed once; a `btc_providers` name is a claim, never allowed to
 * shadow or impersonate another wallet (see below). Reports the list
 * through `ctx.setConnectors` on every change. A no-op without `window` (SSR).
 */
export function watchWallets(
  ctx: Pick<AdapterContext, 'setConnectors' | 'excludeWallets'>,
  onChange: (all: BitcoinConnector[]) => void,
): { stop(): void } {
  if (typeof window === 'undefined') return { stop() {} }
  const registry = getWallets()
  const handles = new Map<Wallet, BitcoinWallet>()
  const satsHandles = new Map<SatsConnectProvider, BitcoinWallet>()
  // One id a wallet, `name#2`… for a later one of the same name: picking one never connects another.
  const ids = createWalletIds<Wallet>()
  let stopped = false
  const publish = () => {
    if (stopped) return
    const all: BitcoinConnector[] = []
    const claimed = new Map<BitcoinConnector, string>()
    for (const wallet of registry.get()) {
      if (!isBitcoinStandardWallet(wallet)) continue
      const handle = handles.get(wallet) ?? fromStandardWallet(wallet)
      handles.set(wallet, handle)
      all.push({
        id: ids.of(wallet),
        name: wallet.name,
        type: 'ANNOUNCED',
        chain: 'bip122',
        imageUrl: safeIcon(wallet.icon),
        provider: handle,
      })
    }
    // sats-connect providers, once per provider object. An entry's name is its own claim, so
    // one named like a Wallet Standard wallet (as the visitor would see it: case, spacing,
    // invisible and bidi characters aside) is not listed: the standard face is that wallet. Names
    // that several providers claim are listed for none of them as is: each is marked unverified,
    // keyed by its own provider path (a stored session never reconnects to another claimant) and
    // shown without the icon it may have copied, so none shadows or impersonates another.
    const standard = new Set(all.map((c) => seen(c.name)))
    const providers = findSatsConnectProviders(window as never).filter(
      ({ entry, provider }, i, list) =>
        !standard.has(seen(entry.name)) && list.findIndex((o) => o.provider === provider) === i,
    )
    for (const { entry, provider } of providers) {
      const contested = providers.filter((o) => seen(o.entry.name) === seen(entry.name)).length > 1
      const handle = satsHandles.get(provider) ?? fromSatsConnect(entry, provider)
      satsHandles.set(provider, handle)
      const connector: BitcoinConnector = {
        id: `sats-connect:${contested ? entry.id : entry.name}`,
        name: contested ? `${toDisplayName(entry.name)} (unverified)` : entry.name,
        type: 'INJECTED',
        chain: 'bip122',
        imageUrl: contested ? undefined : safeIcon(entry.icon),
        provider: handle,
      }
      claimed.set(connector, entry.name)
      all.push(connector)
    }
    onChange(all)
    const excluded = ctx.excludeWallets.map(seen)
    ctx.setConnectors(all.filter((c) => !excluded.includes(seen(claimed.get(c) ?? c.name))))
  }
  const offRegister = registry.on('register', publish)
  const offUnregister = registry.on('unregister', (...gone: Wallet[]) => {
    for (const wallet of gone) {
      handles.delete(wallet)
      ids.forget(wallet)
    }
    publish()
  })
  publish()
  const timers = SATS_RETRIES_MS.map((ms) => setTimeout(publish, ms))
  return {
    stop() {
      stopped = true
      for (const timer of timers) clearTimeout(timer)
      offRegister()
      offUnregister()
    },
  }
}
