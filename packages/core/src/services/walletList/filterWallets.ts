import type { RecentWallet } from '../../storage/types.js'
import type { Connector, WalletListEntry } from '../../types.js'
import { isWalletExcluded } from './isWalletExcluded.js'
import { walletDisplayName } from './walletDisplayName.js'

/** What `filterWallets` compares the service's wallets against. */
export type FilterWalletsParameters = {
  /** Wallets hidden by rdns or case-insensitive name (config `excludeWallets`, spec §5). */
  excludeWallets?: readonly string[] | undefined
  /** The adapters' connectors: announced (EIP-6963) and injected wallets are already listed. */
  connectors?: readonly Connector[] | undefined
  /** The stored recent wallets, listed first by the views. */
  recent?: readonly RecentWallet[] | undefined
}

/**
 * Applies the wallet-list rules of spec §5 to wallets from the service: excluded wallets (by
 * rdns or case-insensitive name) are hidden, 'Trust Wallet' is shown as 'Trust', and duplicates
 * are filtered by rdns and id against the announced (installed) wallets, the recent wallets and
 * the list itself. Order is kept.
 *
 * @param wallets Parsed service entries.
 * @param params Exclusions, connectors and recent wallets to filter against.
 * @returns The wallets to show.
 * @example
 * import { filterWallets } from '@gangway/core/services'
 * filterWallets(page.data, { excludeWallets: ['io.metamask'], connectors: engine.$connectors.get() })
 */
export function filterWallets(
  wallets: readonly WalletListEntry[],
  params: FilterWalletsParameters = {},
): WalletListEntry[] {
  const ids = new Set<string>()
  const rdnses = new Set<string>()
  for (const c of params.connectors ?? []) {
    if (c.type === 'AUTH') continue
    if (c.explorerId) ids.add(c.explorerId)
    if (c.info?.rdns) rdnses.add(c.info.rdns.toLowerCase())
    // Announced connectors use their rdns as id (the adapters' convention).
    if (c.type === 'ANNOUNCED') rdnses.add(c.id.toLowerCase())
  }
  for (const r of params.recent ?? []) {
    ids.add(r.id)
    if (r.rdns) rdnses.add(r.rdns.toLowerCase())
  }
  const out: WalletListEntry[] = []
  for (const wallet of wallets) {
    if (isWalletExcluded(wallet, params.excludeWallets)) continue
    const rdns = wallet.rdns?.toLowerCase()
    if (ids.has(wallet.id) || (rdns && rdnses.has(rdns))) continue
    ids.add(wallet.id)
    if (rdns) rdnses.add(rdns)
    const name = walletDisplayName(wallet.name)
    out.push(name === wallet.name ? wallet : { ...wallet, name })
  }
  return out
}
