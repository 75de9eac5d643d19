import { useEffect, useState } from 'react'
import { BALANCE_RETRY_LOCKOUT_MS } from '../../../internal/core.js'

/** Whole seconds until a retry is allowed again; 0 when it is. */
const secondsLeft = (lastRetry: number | undefined) =>
  lastRetry === undefined
    ? 0
    : Math.max(0, Math.ceil((lastRetry + BALANCE_RETRY_LOCKOUT_MS - Date.now()) / 1000))

/**
 * Seconds left of the retry lockout after a balance failure (spec §5: 30 s), ticking down once a
 * second; 0 when retrying is allowed.
 */
export function useLockout(lastRetry: number | undefined): number {
  const [seconds, setSeconds] = useState(() => secondsLeft(lastRetry))
  useEffect(() => {
    setSeconds(secondsLeft(lastRetry))
    if (lastRetry === undefined) return
    const timer = setInterval(() => {
      const next = secondsLeft(lastRetry)
      setSeconds(next)
      if (next === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [lastRetry])
  return seconds
}
