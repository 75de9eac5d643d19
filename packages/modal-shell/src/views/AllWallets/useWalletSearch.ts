import { useEffect, useState } from 'react'
import { type Engine, searchWallets, type WalletListEntry } from '../../internal/core.js'
import { errorText } from '../../utils/errorText.js'

/** Where a search stands. */
export type WalletSearch = {
  /** The trimmed text searched ('' when not searching). */
  text: string
  status: 'idle' | 'loading' | 'done' | 'error'
  results: readonly WalletListEntry[]
  error: unknown
  retry(): void
}

/**
 * Searches the wallet list as the visitor types (core's `searchWallets`: trimmed text, up to
 * 100 results, no earlier than 300 ms). A new text aborts the previous search.
 */
export function useWalletSearch(engine: Engine, query: string): WalletSearch {
  const text = query.trim()
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<Omit<WalletSearch, 'retry'>>({
    text: '',
    status: 'idle',
    results: [],
    error: undefined,
  })
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the search (retry)
  useEffect(() => {
    if (!text) {
      setState({ text, status: 'idle', results: [], error: undefined })
      return
    }
    const controller = new AbortController()
    setState({ text, status: 'loading', results: [], error: undefined })
    searchWallets(engine, { search: text, signal: controller.signal }).then(
      (results) => setState({ text, status: 'done', results, error: undefined }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        engine.logger.warn('Wallet search failed', errorText(error))
        setState({ text, status: 'error', results: [], error })
      },
    )
    return () => controller.abort()
  }, [engine, text, attempt])
  return { ...state, retry: () => setAttempt((n) => n + 1) }
}
