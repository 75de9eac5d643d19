import {
  type CaipNetworkId,
  type Engine,
  fetchTransactions,
  type Transaction,
} from '../internal/core.js'
import { filterTransactions } from './filterTransactions.js'

/**
 * At most this many service pages per load: a page whose entries are all filtered out (spam,
 * other chains) is followed by the next one, so the list never shows "empty" while older entries
 * exist; the bound keeps a run of spam from turning one scroll into an endless crawl.
 */
export const MAX_PAGES_PER_LOAD = 5

/**
 * Fetches history from `cursor` on until at least one shown transaction is found (or the end,
 * or MAX_PAGES_PER_LOAD pages). A service that answers its own cursor again ends the paging.
 * @internal
 */
export async function fetchShownPage(
  engine: Engine,
  params: {
    address: string
    chainId: CaipNetworkId
    cursor: string | undefined
    signal: AbortSignal
  },
): Promise<{ transactions: Transaction[]; next: string | undefined }> {
  const { address, chainId, signal } = params
  let cursor = params.cursor
  const transactions: Transaction[] = []
  for (let page = 0; page < MAX_PAGES_PER_LOAD; page++) {
    const answer = await fetchTransactions(engine, { address, chainId, cursor, signal })
    transactions.push(...filterTransactions(answer.data, chainId))
    cursor = answer.next && answer.next !== cursor ? answer.next : undefined
    if (transactions.length > 0 || !cursor) break
  }
  return { transactions, next: cursor }
}
