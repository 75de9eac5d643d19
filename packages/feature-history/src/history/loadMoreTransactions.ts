import type { Engine, Transaction } from '../internal/core.js'
import { fetchShownPage } from './fetchShownPage.js'
import { getHistoryStore } from './historyStore.js'
import { reportFailure } from './reportFailure.js'

/**
 * Loads the next (older) page of the shown list with its cursor (spec §4 "cursor for next
 * page"). Each page loads once: calls while a page is loading share it, and entries already
 * shown are never added twice. Does nothing before the first page is shown or after the last.
 * A failure is logged, toasted and kept in the store (`error`, the list stays) for a retry.
 *
 * @example
 * list.onscroll = () => loadMoreTransactions(engine)
 */
export function loadMoreTransactions(engine: Engine): Promise<void> {
  const store = getHistoryStore(engine)
  const { $history } = store
  const state = $history.get()
  if (store.inflight) return store.inflight
  const { address, chainId, next } = state
  if (state.status !== 'ready' || !next || !address || !chainId) return Promise.resolve()
  const { signal } = store.controller
  $history.set({ ...state, loadingMore: true, error: undefined })
  const run = fetchShownPage(engine, { address, chainId, cursor: next, signal })
    .then(
      (page) => {
        if (signal.aborted) return
        const now = $history.get()
        $history.set({
          ...now,
          transactions: appendNew(now.transactions, page.transactions),
          next: page.next,
          loadingMore: false,
        })
      },
      (error: unknown) => {
        if (signal.aborted) return
        const failure = reportFailure(engine, error)
        $history.set({ ...$history.get(), loadingMore: false, error: failure })
      },
    )
    .finally(() => {
      if (store.inflight === run) store.inflight = undefined
    })
  store.inflight = run
  return run
}

/** `older` after `shown`, leaving out ids already there. */
function appendNew(shown: Transaction[], older: Transaction[]): Transaction[] {
  const ids = new Set(shown.map((tx) => tx.id))
  return [...shown, ...older.filter((tx) => !ids.has(tx.id))]
}
