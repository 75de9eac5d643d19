import type { AdapterContext } from '@gangway/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { safeIcon, seenName, toDisplayName, watchStandardWallets } from '../internal/core.js'
import type { BitcoinConnector, BitcoinWallet } from '../types.js'
import {
  findSatsConnectProviders,
  fromSatsConnect,
  type SatsConnectProvider,
} from './satsConnectWallet.js'
import { fromStandardWallet, isBitcoinStandardWallet } from './standardWallet.js'

/** When `window.btc_providers` is read again for wallets that inject late (ms after start). */
const SATS_RETRIES_MS = [250, 1000, 3000]

/**
 * Finds the page's Bitcoin wallets (core's `watchStandardWallets`): every Wallet Standard wallet
 * with `bitcoin:connect` and `standard:events`, registered before or after start (unregistered
 * ones leave the list), and the sats-connect providers of `window.btc_providers` (read again a few
 * times for late injection). A wallet with both faces is listed once; a `btc_providers` name is a
 * claim, never allowed to shadow or impersonate another wallet (see below). Reports the list
 * through `ctx.setConnectors` on every change. A no-op without `window` (SSR).
 */
export function watchWallets(
  ctx: Pick<AdapterContext, 'setConnectors' | 'excludeWallets'>,
  onChange: (all: BitcoinConnector[]) => void,
): { stop(): void } {
  const satsHandles = new Map<SatsConnectProvider, BitcoinWallet>()
  return watchStandardWallets<Wallet, BitcoinConnector>(ctx, getWallets, {
    chain: 'bip122',
    accepts: isBitcoinStandardWallet,
    toHandle: fromStandardWallet,
    retryMs: SATS_RETRIES_MS,
    onChange,
    // sats-connect providers, once per provider object. An entry's name is its own claim, so
    // one named like a Wallet Standard wallet (as the visitor would see it: case, spacing,
    // invisible and bidi characters aside) is not listed: the standard face is that wallet. Names
    // that several providers claim are listed for none of them as is: each is marked unverified,
    // keyed by its own provider path (a stored session never reconnects to another claimant) and
    // shown without the icon it may have copied, so none shadows or impersonates another.
    others(standard) {
      const names = new Set(standard.map((c) => seenName(c.name)))
      const providers = findSatsConnectProviders(window as never).filter(
        ({ entry, provider }, i, list) =>
          !names.has(seenName(entry.name)) && list.findIndex((o) => o.provider === provider) === i,
      )
      return providers.map(({ entry, provider }) => {
        const contested =
          providers.filter((o) => seenName(o.entry.name) === seenName(entry.name)).length > 1
        const handle = satsHandles.get(provider) ?? fromSatsConnect(entry, provider)
        satsHandles.set(provider, handle)
        return {
          connector: {
            id: `sats-connect:${contested ? entry.id : entry.name}`,
            name: contested ? `${toDisplayName(entry.name)} (unverified)` : entry.name,
            type: 'INJECTED',
            chain: 'bip122',
            imageUrl: contested ? undefined : safeIcon(entry.icon),
            provider: handle,
          },
          claims: entry.name,
        }
      })
    },
  })
}
