import { type Engine, engineMemo, type WalletListEntry } from '../../internal/core.js'
import { serviceClients } from '../../internal/loadServiceClients.js'
import { errorText } from '../../utils/errorText.js'

/** The wallet list loaded so far, page by page. */
export type WalletPagesState = {
  /** Every wallet of the loaded pages, each once, in the service's order. */
  wallets: readonly WalletListEntry[]
  /** The service's total for the query; undefined until the first page answers. */
  count: number | undefined
  /** Pages loaded (the next request asks for `page + 1`). */
  page: number
  hasMore: boolean
  loading: boolean
  /** The last page load's failure; the next `loadMore` retries. */
  error: unknown
}

/** A per-engine, page-by-page wallet list the views share (Connect prefetches page 1). */
export type WalletPages = {
  get(): WalletPagesState
  subscribe(listener: () => void): () => void
  /** Loads the next page unless one is loading or none is left. */
  loadMore(): void
}

/** The engine's wallet pages, created on first use (one list per modal, kept while it lives). */
export function getWalletPages(engine: Engine): WalletPages {
  return engineMemo(engine, 'shell/walletPages', () => createWalletPages(engine))
}

function createWalletPages(engine: Engine): WalletPages {
  let state: WalletPagesState = {
    wallets: [],
    count: undefined,
    page: 0,
    hasMore: true,
    loading: false,
    error: undefined,
  }
  const listeners = new Set<() => void>()
  const set = (patch: Partial<WalletPagesState>) => {
    state = { ...state, ...patch }
    for (const listener of [...listeners]) listener()
  }
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    loadMore() {
      if (state.loading || !state.hasMore) return
      set({ loading: true, error: undefined })
      const page = state.page + 1
      serviceClients
        .load()
        .then((m) => m.fetchWallets(engine, { page }))
        .then(
          (result) => {
            const seen = new Set(state.wallets.map((w) => w.id))
            const fresh = result.data.filter((w) => !seen.has(w.id))
            set({
              wallets: fresh.length ? [...state.wallets, ...fresh] : state.wallets,
              count: result.count,
              page,
              hasMore: result.hasMore,
              loading: false,
            })
          },
          (error: unknown) => {
            engine.logger.warn(`Wallet list page ${page} failed`, errorText(error))
            set({ loading: false, error })
          },
        )
    },
  }
}
