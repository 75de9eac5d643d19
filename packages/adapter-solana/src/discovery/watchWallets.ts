import type { AdapterContext } from '@gangway/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { safeIcon, watchStandardWallets } from '../internal/core.js'
import type { SolanaConnector, SolanaWallet } from '../types.js'
import {
  findLegacyProvider,
  fromLegacyProvider,
  type LegacyCodec,
  type LegacySolanaProvider,
  legacyName,
} from '../wallet/legacyWallet.js'
import { fromStandardWallet, isSolanaStandardWallet } from '../wallet/standardWallet.js'

/** The connector id of a legacy injected wallet. */
const legacyId = (name: string) => `injected-solana:${name}`

/**
 * Finds the page's Solana wallets (core's `watchStandardWallets`): every Wallet Standard wallet
 * with connect, events and a Solana signing feature, registered before or after start
 * (unregistered ones leave the list; one that drops its last signing feature too), and the legacy
 * injected provider (`window.phantom.solana` / `window.solana`). Wallets of one name each get an
 * id of their own (kept while they stay registered). The legacy provider is folded into a
 * standard wallet of its name only when it is Phantom's own namespace (`window.phantom.solana`,
 * whose extension also registers its standard wallet); a `window.solana` provider stays listed
 * beside a standard wallet that took its name, so an extension naming itself after it cannot hide
 * it. Reports the list through `ctx.setConnectors` on every change. A no-op without `window` (SSR).
 */
export function watchWallets(
  ctx: Pick<AdapterContext, 'setConnectors' | 'excludeWallets'>,
  onChange: (all: SolanaConnector[]) => void,
  loadCodec: () => Promise<LegacyCodec>,
): { stop(): void } {
  let legacy: { provider: LegacySolanaProvider; wallet: SolanaWallet } | undefined
  return watchStandardWallets<Wallet, SolanaConnector>(ctx, getWallets, {
    chain: 'solana',
    accepts: isSolanaStandardWallet,
    toHandle: fromStandardWallet,
    // A wallet's feature change may make it count or stop counting: watch every one.
    watchFeatures: true,
    onChange,
    others(standard) {
      const provider = findLegacyProvider(window)
      if (provider && legacy?.provider !== provider)
        legacy = { provider, wallet: fromLegacyProvider(provider, loadCodec) }
      if (!legacy) return []
      const folded =
        legacy.provider === (window as { phantom?: { solana?: unknown } }).phantom?.solana &&
        standard.some((c) => c.name === legacyName(legacy!.provider))
      if (folded) return []
      const { wallet } = legacy
      return [
        {
          connector: {
            id: legacyId(wallet.name),
            name: wallet.name,
            type: 'INJECTED',
            chain: 'solana',
            imageUrl: safeIcon(wallet.icon),
            provider: wallet,
          },
        },
      ]
    },
  })
}
