import { WALLETS_SEARCH_MIN_WAIT_MS, WALLETS_SEARCH_SIZE } from '../../constants/constants.js'
import type { Engine } from '../../engine/types.js'
import type { WalletListEntry } from '../../types.js'
import { fetchWallets } from './fetchWallets.js'
import { wait } from './internal.js'

/** What `searchWallets` accepts. */
export type SearchWalletsParameters = {
  /** The visitor's text; trimmed before use (spec §5). */
  search: string
  /** `'certified'` keeps certified wallets only. */
  badge?: string
  /** Abort when the text changes: nothing is sent if it changes within the first half of the wait. */
  signal?: AbortSignal
}

/**
 * Searches the wallet list (spec §9: "search 100 with 300 ms minimum wait"; spec §5: "Wallet
 * search text trimmed"). Resolves no earlier than WALLETS_SEARCH_MIN_WAIT_MS after the call, so
 * results do not flicker while the visitor types; the request itself starts half-way through
 * that wait, so text replaced quickly (abort the signal) sends nothing. Empty text resolves `[]`.
 *
 * @param engine The Gangway engine.
 * @param params The search text, an optional badge filter and abort signal.
 * @returns Up to WALLETS_SEARCH_SIZE wallets, after the spec §5 rules.
 * @throws Like `fetchWallets`; RequestAbortedError when aborted.
 * @example
 * import { searchWallets } from '@gangway/core/services'
 * const wallets = await searchWallets(engine, { search: '  meta ', signal })
 */
export async function searchWallets(
  engine: Engine,
  params: SearchWalletsParameters,
): Promise<WalletListEntry[]> {
  const search = params.search.trim()
  const minimum = wait(WALLETS_SEARCH_MIN_WAIT_MS, params.signal)
  // Never leave the wait's rejection unhandled when the request fails first.
  minimum.catch(() => {})
  if (!search) {
    await minimum
    return []
  }
  await wait(WALLETS_SEARCH_MIN_WAIT_MS / 2, params.signal)
  const [page] = await Promise.all([
    fetchWallets(engine, {
      page: 1,
      entries: WALLETS_SEARCH_SIZE,
      search,
      ...(params.badge ? { badge: params.badge } : {}),
      ...(params.signal ? { signal: params.signal } : {}),
    }),
    minimum,
  ])
  return page.data
}
