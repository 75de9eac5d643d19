/**
 * Resolves after `ms`; rejects early (with the signal's reason) when `signal` aborts, so a
 * stopping server does not wait out `slow` answers.
 *
 * @example
 * await delay(1500, stopping.signal)
 */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
