import { atom, type WritableAtom } from 'nanostores'
import {
  type BaseError,
  type CaipNetworkId,
  type Engine,
  engineMemo,
  forgetMemo,
  peekMemo,
  type Transaction,
} from '../internal/core.js'

/** Where the list is: nothing asked yet, first page loading, shown, or the first page failed. */
export type HistoryStatus = 'idle' | 'loading' | 'ready' | 'error'

/** The Activity list of one engine, for the connected account on the connected chain. */
export type HistoryState = {
  /** The connected address the list belongs to; `undefined` while not connected. */
  address: string | undefined
  /** The connected chain (CAIP-2) the list is filtered to. */
  chainId: CaipNetworkId | undefined
  status: HistoryStatus
  /** Shown transactions, newest first: spam-only and other-chain ones already dropped. */
  transactions: Transaction[]
  /** Cursor of the next (older) page; `undefined` when every page is shown. */
  next: string | undefined
  /** Whether an older page is loading. */
  loadingMore: boolean
  /** The last failure: with status 'error' the first page's, else the last older page's. */
  error: BaseError | undefined
}

/** Per-engine state: the store views read, and the request in flight. @internal */
export type HistoryStore = {
  readonly $history: WritableAtom<HistoryState>
  /** Aborts what is in flight when the account or chain changes. */
  controller: AbortController
  /** The page load in flight, shared by concurrent callers (each page loads once). */
  inflight: Promise<void> | undefined
  /** Stops following the account and chain, and aborts what is in flight. */
  stop(): void
}

const KEY = 'history/store'

/** The state of a list nobody has loaded yet. */
export const initialHistory = (
  address: string | undefined,
  chainId: CaipNetworkId | undefined,
): HistoryState => ({
  address,
  chainId,
  status: 'idle',
  transactions: [],
  next: undefined,
  loadingMore: false,
  error: undefined,
})

/** The connected address and chain of the engine's active namespace. */
function current(engine: Engine): {
  address: string | undefined
  chainId: CaipNetworkId | undefined
} {
  const account = engine.$account.get()
  const connected = account?.status === 'connected' ? account.address : undefined
  return { address: connected || undefined, chainId: engine.$activeNetwork.get()?.caipNetworkId }
}

/**
 * The engine's history store, created on first use (one per engine, never a module singleton).
 * It follows the connected account and chain: when either changes, the request in flight is
 * aborted and the list starts over empty, before any view re-renders. @internal
 */
export function getHistoryStore(engine: Engine): HistoryStore {
  const found = peekMemo<HistoryStore>(engine, KEY)
  if (found) return found
  const { address, chainId } = current(engine)
  const store: HistoryStore = {
    $history: atom(initialHistory(address, chainId)),
    controller: new AbortController(),
    inflight: undefined,
    stop: () => {},
  }
  const follow = () => {
    const now = current(engine)
    const state = store.$history.get()
    if (
      state.address?.toLowerCase() === now.address?.toLowerCase() &&
      state.chainId === now.chainId
    )
      return
    store.controller.abort()
    store.controller = new AbortController()
    store.inflight = undefined
    store.$history.set(initialHistory(now.address, now.chainId))
  }
  const unsubscribes = [engine.$account.listen(follow), engine.$activeNetwork.listen(follow)]
  store.stop = () => {
    for (const unsubscribe of unsubscribes) unsubscribe()
    store.controller.abort()
  }
  return engineMemo(engine, KEY, () => store)
}

/** Stops the engine's history: aborts what is in flight and forgets the list. @internal */
export function dropHistoryStore(engine: Engine): void {
  peekMemo<HistoryStore>(engine, KEY)?.stop()
  forgetMemo(engine, KEY)
}
