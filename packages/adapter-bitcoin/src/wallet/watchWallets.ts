import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { AdapterContext } from '../internal/core.js'
import type { BitcoinConnector, BitcoinWallet } from '../types.js'
import { fromStandardWallet, isBitcoinStandardWallet } from './standardWallet.js'

/** Icons are untrusted: only inline images and https URLs are kept. */
const safeIcon = (icon: unknown) =>
  typeof icon === 'string' && /^(data:image\/|https:\/\/)/i.test(icon) ? icon : undefined

/**
 * Finds the page's Bitcoin wallets: every Wallet Standard wallet with `bitcoin:connect` and
 * `standard:events`, registered before or after start; unregistered ones leave the list. One
 * wallet that also speaks other chains is listed once here (its id is its name). Reports the list
 * through `ctx.setConnectors` on every change. A no-op without `window` (SSR).
 */
export function watchWallets(
  ctx: Pick<AdapterContext, 'setConnectors' | 'excludeWallets'>,
  onChange: (all: BitcoinConnector[]) => void,
): { stop(): void } {
  if (typeof window === 'undefined') return { stop() {} }
  const registry = getWallets()
  const handles = new Map<Wallet, BitcoinWallet>()
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
  return {
    stop() {
      stopped = true
      offRegister()
      offUnregister()
    },
  }
}
