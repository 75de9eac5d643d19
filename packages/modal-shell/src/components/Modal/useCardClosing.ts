import { useLayoutEffect, useRef, useState } from 'react'
import { VIEW_TRANSITION_MS } from '../../internal/core.js'
import { reducedMotion } from './focusables.js'

/** Spec §2 "View transitions take 120, 150 and 150 ms": the card in and out. */
const [CARD_MS] = VIEW_TRANSITION_MS

/** Whether the card is animating out: it stays for CARD_MS after the modal closes. */
export function useCardClosing(active: boolean): boolean {
  const [closing, setClosing] = useState(false)
  const wasActive = useRef(active)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when active changes; `closing` is this render's
  useLayoutEffect(() => {
    const was = wasActive.current
    wasActive.current = active
    if (active || !was || reducedMotion()) {
      // Only when it was closing: a no-op set here still cost the opening click a second render.
      if (closing) setClosing(false)
      return
    }
    setClosing(true)
    const timer = setTimeout(() => setClosing(false), CARD_MS)
    return () => clearTimeout(timer)
  }, [active])
  return closing
}
