import { WALLET_IMAGES_PREFETCH, WALLETS_PAGE_SIZE } from '../../constants/constants.js'
import type { Engine } from '../../engine/types.js'
import type { WalletListEntry } from '../../types.js'
import { getServiceClients } from '../getServiceClients.js'
import { prefetchImages } from '../images/prefetchImages.js'
import { filterWallets } from './filterWallets.js'
import { walletFilters, walletListQuery } from './internal.js'
import { WalletListResponseSchema } from './walletListSchema.js'

/** What `fetchWallets` accepts. */
export type FetchWalletsParameters = {
  /** 1-based page. */
  page: number
  /** Page size; defaults to WALLETS_PAGE_SIZE (spec §9: 40). */
  entries?: number
  /** Search text (trimmed; use `searchWallets` for the search rules). */
  search?: string
  /** `'certified'` keeps certified wallets only. */
  badge?: string
  /** Ids left out on top of the configured `excludeWalletIds`. */
  exclude?: readonly string[]
  signal?: AbortSignal
}

/** One page of wallets. */
export type FetchWalletsReturnType = {
  /** The page's wallets after the spec §5 rules (exclusions, 'Trust', duplicates). */
  data: WalletListEntry[]
  /** How many wallets the service has for this query, over all pages. */
  count: number
  /** Whether a later page exists. */
  hasMore: boolean
}

/**
 * Fetches one page of the wallet list (`GET /getWallets` with projectId, st, sv, page, entries,
 * include, exclude, chains, search, badge_type; spec §7). Entries are parsed and malformed ones
 * dropped; the spec §5 rules are applied (see `filterWallets`); the first 20 images of the page
 * start loading (spec §7: "First 20 wallet images per page fetched").
 *
 * @param engine The Gangway engine.
 * @param params The page, its size, an optional search and abort signal.
 * @returns The page's wallets, the service's total count and whether more pages follow.
 * @throws HttpRequestError (ForbiddenError, ServiceUnavailableError), InvalidResponseError,
 *   TimeoutError, RequestAbortedError.
 * @example
 * import { fetchWallets } from '@gangway/core/services'
 * const { data, hasMore } = await fetchWallets(engine, { page: 1 })
 */
export async function fetchWallets(
  engine: Engine,
  params: FetchWalletsParameters,
): Promise<FetchWalletsReturnType> {
  const entries = params.entries ?? WALLETS_PAGE_SIZE
  const search = params.search?.trim()
  const { walletList } = getServiceClients(engine)
  const response = await walletList.get('/getWallets', {
    query: {
      page: params.page,
      entries,
      ...walletListQuery(engine, params.exclude),
      search: search || undefined,
      badge_type: params.badge,
    },
    schema: WalletListResponseSchema,
    ...(params.signal ? { signal: params.signal } : {}),
  })
  const data = filterWallets(response.data, walletFilters(engine))
  prefetchImages(
    engine,
    data
      .slice(0, WALLET_IMAGES_PREFETCH)
      .flatMap((w) => (w.image_id ? [{ kind: 'wallet' as const, id: w.image_id }] : [])),
  )
  return { data, count: response.count, hasMore: params.page * entries < response.count }
}
