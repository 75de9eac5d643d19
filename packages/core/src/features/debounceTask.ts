/**
 * Runs `run` once `ms` have passed, with a signal the returned cleanup aborts: the debounce of a
 * React effect or a store listener (return the cleanup; the next input cancels the wait and
 * aborts the request of the previous one, so an older answer never replaces a newer one).
 *
 * @example
 * useEffect(() => debounceTask((signal) => void fetchQuote(input, signal), 300), [input])
 */
export function debounceTask(run: (signal: AbortSignal) => void, ms: number): () => void {
  const controller = new AbortController()
  const timer = setTimeout(() => run(controller.signal), ms)
  return () => {
    clearTimeout(timer)
    controller.abort()
  }
}
