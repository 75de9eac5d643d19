import type { Engine } from '../internal/core.js'
import { fetchShownPage } from './fetchShownPage.js'
import { getHistoryStore } from './historyStore.js'
import { reportFailure } from './reportFailure.js'

/**
 * Brings a shown list up to date (a pending transaction was seen, the tab is shown again):
 * fetches the newest page and puts entries not shown yet on top, keeping the older pages already
 * loaded. When none of the newest page is shown yet (more than a page arrived) the list starts
 * over from that page. Before the first page is shown it does nothing (the list loads itself when shown); while a
 * page is loading it waits for it. Failures are logged and toasted; the list shown stays.
 *
 * @example
 * await refreshTransactions(engine)
 */
export function refreshTransactions(engine: Engine): Promise<void> {
  const store = getHistoryStore(engine)
  const { $history } = store
  const state = $history.get()
  if (store.inflight) return store.inflight
  const { address, chainId } = state
  // Nothing shown yet: the list loads its first page itself when it is shown.
  if (state.status !== 'ready' || !address || !chainId) return Promise.resolve()
  const { signal } = store.controller
  const run = fetchShownPage(engine, { address, chainId, cursor: undefined, signal })
    .then(
      (page) => {
        if (signal.aborted) return
        const now = $history.get()
        const ids = new Set(now.transactions.map((tx) => tx.id))
        const overlaps = page.transactions.some((tx) => ids.has(tx.id))
        if (!overlaps && page.transactions.length > 0) {
          $history.set({ ...now, transactions: page.transactions, next: page.next })
          return
        }
        const fresh = page.transactions.filter((tx) => !ids.has(tx.id))
        if (fresh.length > 0)
          $history.set({ ...now, transactions: [...fresh, ...now.transactions] })
      },
      (error: unknown) => {
        if (!signal.aborted) reportFailure(engine, error)
      },
    )
    .finally(() => {
      if (store.inflight === run) store.inflight = undefined
    })
  store.inflight = run
  return run
}
