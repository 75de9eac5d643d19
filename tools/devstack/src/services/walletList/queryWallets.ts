import type { WalletListEntry } from './types.js'

/** The filters and page of a `/getWallets` call (spec §7 query), already parsed. */
export type QueryWalletsParameters = {
  /** 1-based. */
  page: number
  entries: number
  /** Only these ids (empty: no restriction). */
  include?: readonly string[]
  exclude?: readonly string[]
  /** CAIP-2 ids; a wallet matches when it supports any of them. */
  chains?: readonly string[]
  /** Case-insensitive, trimmed, on the name. */
  search?: string
  /** `'certified'` keeps certified wallets only; other values do not filter. */
  badgeType?: string
}

export type QueryWalletsReturnType = {
  /** Wallets matching the filters, over all pages. */
  count: number
  data: WalletListEntry[]
}

/**
 * Filters the catalogue the way the wallet-list service does and returns one page of it.
 *
 * @example
 * queryWallets(walletCatalogue(), { page: 2, entries: 40, search: 'aurora' })
 */
export function queryWallets(
  wallets: readonly WalletListEntry[],
  parameters: QueryWalletsParameters,
): QueryWalletsReturnType {
  const { page, entries, include = [], exclude = [], chains = [], badgeType } = parameters
  const search = parameters.search?.trim().toLowerCase() ?? ''
  const included = new Set(include)
  const excluded = new Set(exclude)
  const matching = wallets.filter(
    (wallet) =>
      (included.size === 0 || included.has(wallet.id)) &&
      !excluded.has(wallet.id) &&
      (chains.length === 0 || wallet.chains.some((chain) => chains.includes(chain))) &&
      (search === '' || wallet.name.toLowerCase().includes(search)) &&
      (badgeType !== 'certified' || wallet.badge_type === 'certified'),
  )
  const start = (page - 1) * entries
  return { count: matching.length, data: matching.slice(start, start + entries) }
}
