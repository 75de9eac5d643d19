/**
 * Runs `fn` when the main thread is idle (within 2 s at the latest), or after 50 ms where the
 * browser has no `requestIdleCallback` (Safari). Returns a canceller.
 */
export function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => fn(), { timeout: 2000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(fn, 50)
  return () => clearTimeout(id)
}
