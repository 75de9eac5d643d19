import { type KeyboardEvent, type RefObject, useEffect, useLayoutEffect, useRef } from 'react'
import { close, type Engine } from '../../internal/core.js'
import { afterPaint } from '../../utils/afterPaint.js'
import { focusables, restoreFocus } from './focusables.js'

/**
 * The dialog's focus and keys: focus into the card on open and back to the opener on close,
 * kept inside when a swapped view took the focused element with it; Tab trapped, Escape closes.
 * Nothing when embedded (inline, no dialog to trap). Returns the card's ref and keydown handler.
 */
export function useDialogFocus(
  engine: Engine,
  { open, embedded, swaps }: { open: boolean; embedded: boolean; swaps: number },
): {
  cardRef: RefObject<HTMLDivElement | null>
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void
} {
  const cardRef = useRef<HTMLDivElement>(null)
  // An open from the keyboard (the opener shows its focus ring) moves focus at once. A click or
  // a call moves it after the first paint, which does not need it: focus() forces the style of
  // the whole card inside the click (about 15 ms at 4x CPU, bench/README.md). A key pressed
  // before then still goes to the dialog.
  const focusPending = useRef(false)
  useLayoutEffect(() => {
    const card = cardRef.current
    if (!open || embedded || !card) return
    const opener = document.activeElement as HTMLElement | null
    let cancel = () => {}
    // preventScroll: the card is fixed in the viewport, so no scroll-into-view layout pass.
    // Only from where the open left it: a view may have put it elsewhere since (its field, the
    // login frame over its slot).
    const focusCard = () => {
      cancel()
      const current = document.activeElement
      if (!current || current === opener || current === document.body) {
        card.focus({ preventScroll: true })
      }
    }
    // A key while focus is outside the card goes to the dialog, as the card's own handler would
    // take it: Tab to its first element, Shift+Tab to its last, Escape closes; any other key was
    // meant for the dialog, not for the page under it (nor the opener). Until the deferred focus
    // below, from anywhere on the page; after it, from <body> only: focus the page dropped (a
    // focused element hidden or removed under it, as Back does when it hides itself on the first
    // view) still answers Escape.
    const onKey = (e: globalThis.KeyboardEvent) => {
      const target = e.target as Node
      if (card.contains(target)) return
      if (!focusPending.current && target !== document.body && target !== document.documentElement)
        return
      focusCard()
      e.preventDefault()
      if (e.key === 'Tab') {
        const items = focusables(card)
        ;(e.shiftKey ? items[items.length - 1] : items[0])?.focus()
      } else if (e.key === 'Escape') {
        e.stopPropagation()
        close(engine)
      }
    }
    document.addEventListener('keydown', onKey, true)
    if (opener && opener !== document.body && opener.matches(':focus-visible')) focusCard()
    else {
      const stop = afterPaint(focusCard)
      focusPending.current = true
      cancel = () => {
        stop()
        focusPending.current = false
      }
    }
    return () => {
      cancel()
      document.removeEventListener('keydown', onKey, true)
      restoreFocus(opener, card)
    }
  }, [open, embedded, engine])

  // A swapped view took the focused element with it, or hid it (Back hides itself on the first
  // view; the browser drops its focus at its next rendering): keep focus inside the dialog.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the shown view changes
  useEffect(() => {
    const card = cardRef.current
    const active = document.activeElement
    if (
      open &&
      !embedded &&
      card &&
      !focusPending.current &&
      (!card.contains(active) || active?.closest('[hidden]'))
    ) {
      card.focus({ preventScroll: true })
    }
  }, [swaps])

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (embedded) return
    if (e.key === 'Escape') {
      e.stopPropagation()
      close(engine)
    } else if (e.key === 'Tab') {
      const items = focusables(e.currentTarget)
      const first = items[0]
      const last = items[items.length - 1]
      const current = document.activeElement
      if (!first || !last) return e.preventDefault()
      if (e.shiftKey && (current === first || current === e.currentTarget)) {
        e.preventDefault()
        last.focus()
      } else if (!e.shiftKey && current === last) {
        e.preventDefault()
        first.focus()
      }
    }
  }
  return { cardRef, onKeyDown }
}
