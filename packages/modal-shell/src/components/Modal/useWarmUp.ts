import { useEffect, useState } from 'react'
import { whenIdle } from '../../utils/whenIdle.js'

/**
 * Warm-up: the hidden card waits for the first open, which only reveals it. `warm` while it
 * waits; `rehearsed` once one hidden re-render ran when the page was idle (React's update path:
 * render, diff, an attribute update) before the first open needs it.
 */
export function useWarmUp(warmUp: boolean, active: boolean): { warm: boolean; rehearsed: boolean } {
  const [warming, setWarming] = useState(warmUp)
  if (warming && active) setWarming(false)
  const warm = warming && !active
  const [rehearsed, setRehearsed] = useState(false)
  useEffect(() => {
    if (warm && !rehearsed) return whenIdle(() => setRehearsed(true))
  }, [warm, rehearsed])
  return { warm, rehearsed }
}
