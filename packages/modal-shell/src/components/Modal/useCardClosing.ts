import { useEffect, useState } from 'react'
import { VIEW_TRANSITION_MS } from '../../internal/core.js'
import { reducedMotion } from './focusables.js'

/** Spec §2 "View transitions take 120, 150 and 150 ms": the card in and out. */
const [CARD_MS] = VIEW_TRANSITION_MS

/**
 * Whether the card is animating out: it stays for CARD_MS after the modal closes. Decided in the
 * render that closes, not in an effect after it: a render with the card gone and then back would
 * mount every view again as the modal leaves (a declined ConnectingExternal asked the wallet
 * once more on Escape).
 */
export function useCardClosing(active: boolean): boolean {
  const [closing, setClosing] = useState(false)
  const [was, setWas] = useState(active)
  if (was !== active) {
    setWas(active)
    const leaving = !active && !reducedMotion()
    if (leaving !== closing) setClosing(leaving)
  }
  useEffect(() => {
    if (!closing) return
    const timer = setTimeout(() => setClosing(false), CARD_MS)
    return () => clearTimeout(timer)
  }, [closing])
  return closing
}
