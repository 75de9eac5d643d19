import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { AdapterContext } from '../internal/core.js'
import type { BitcoinConnector, BitcoinWallet } from '../types.js'
import {
  findSatsConnectProviders,
  fromSatsConnect,
  type SatsConnectProvider,
} from './satsConnectWallet.js'
import { fromStandardWallet, isBitcoinStandardWallet } from './standardWallet.js'

/** When `window.btc_providers` is read again for wallets that inject late (ms after start). */
const SATS_RETRIES_MS = [250, 1000, 3000]

/** Icons are untrusted: only inline images and https URLs are kept. */
const safeIcon = (icon: unknown) =>
  typeof icon === 'string' && /^(data:image\/|https:\/\/)/i.test(icon) ? icon : undefined

/**
 * Finds the page's Bitcoin wallets: every Wallet Standard wallet with `bitcoin:connect` and
 * `standard:events`, registered before or after start (unregistered ones leave the list), and the
 * sats-connect providers of `window.btc_providers` (read again a few times for late injection).
 * A wallet with both faces is listed once. Reports the list
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
  let stopped = false
  const publish = () => {
    if (stopped) return
    const all: BitcoinConnector[] = []
    for (const wallet of registry.get()) {
      if (!isBitcoinStandardWallet(wallet) || all.some((c) => c.name === wallet.name)) continue
      const handle = handles.get(wallet) ?? fromStandardWallet(wallet)
      handles.set(wallet, handle)
      all.push({
        id: `wallet-standard:${wallet.name}`,
        name: wallet.name,
        type: 'ANNOUNCED',
        chain: 'bip122',
        imageUrl: safeIcon(wallet.icon),
        provider: handle,
      })
    }
    // sats-connect providers, once per wallet: one that is also a Wallet Standard wallet (same
    // name) is listed once, through the standard.
    for (const { entry, provider } of findSatsConnectProviders(window as never)) {
      if (all.some((c) => c.name === entry.name)) continue
      const handle = satsHandles.get(provider) ?? fromSatsConnect(entry, provider)
      satsHandles.set(provider, handle)
      all.push({
        id: `sats-connect:${entry.name}`,
        name: entry.name,
        type: 'INJECTED',
        chain: 'bip122',
        imageUrl: safeIcon(entry.icon),
        provider: handle,
      })
    }
    onChange(all)
    const excluded = ctx.excludeWallets.map((x) => x.toLowerCase())
    ctx.setConnectors(all.filter((c) => !excluded.includes(c.name.toLowerCase())))
  }
  const offRegister = registry.on('register', publish)
  const offUnregister = registry.on('unregister', (...gone: Wallet[]) => {
    for (const wallet of gone) handles.delete(wallet)
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
