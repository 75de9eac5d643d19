import { type Engine, TransactionsAddressError } from '../internal/core.js'
import { fetchShownPage } from './fetchShownPage.js'
import { getHistoryStore } from './historyStore.js'
import { reportFailure } from './reportFailure.js'

/**
 * Loads the first page of the connected account's history on the connected chain (spec §4
 * "Transactions: loading, then empty if none"). Does nothing when the list is already shown;
 * concurrent calls share one request. A failure is logged, shown as the 'Failed to fetch
 * transactions' toast and kept in the store (status 'error', for a retry): the promise still
 * resolves.
 *
 * @throws TransactionsAddressError when no account is connected (rejects, nothing requested).
 * @example
 * await loadTransactions(engine)
 * getHistoryStore(engine).$history.get().transactions
 */
export function loadTransactions(engine: Engine): Promise<void> {
  const store = getHistoryStore(engine)
  const { $history } = store
  const state = $history.get()
  if (store.inflight) return store.inflight
  if (state.status === 'ready') return Promise.resolve()
  const { address, chainId } = state
  if (!address || !chainId) return Promise.reject(new TransactionsAddressError())
  const { signal } = store.controller
  $history.set({ ...state, status: 'loading', error: undefined })
  const run = fetchShownPage(engine, { address, chainId, cursor: undefined, signal })
    .then(
      ({ transactions, next }) => {
        if (signal.aborted) return
        $history.set({ ...$history.get(), status: 'ready', transactions, next })
      },
      (error: unknown) => {
        if (signal.aborted) return
        $history.set({ ...$history.get(), status: 'error', error: reportFailure(engine, error) })
      },
    )
    .finally(() => {
      if (store.inflight === run) store.inflight = undefined
    })
  store.inflight = run
  return run
}
