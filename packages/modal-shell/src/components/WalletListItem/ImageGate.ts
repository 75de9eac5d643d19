import { createContext } from 'react'

/**
 * Set by a scrolling list (the AllWallets grid): images that would start a request wait until
 * the list has been still for a moment, so fast scrolling never pays for fetching and decoding
 * images of tiles flying by. The grid calls `busy()` on each scroll event (a timestamp write, no
 * render); waiting images register with `whenIdle`, and one timer for the whole list (not one per
 * tile, re-armed on every scroll) calls them once the list is still. @internal
 */
export type ImageGateValue = {
  /** The list scrolled: idle callbacks wait `settleMs` more. */
  busy(): void
  /** Calls `run` once the list has been still for `settleMs` (at once-ish when it is); returns a cancel. */
  whenIdle(run: () => void): () => void
}

export const ImageGate = createContext<ImageGateValue | null>(null)

/**
 * A gate for one list: waiting images load once the list has been still for `settleMs`, and no
 * sooner than `delayMs` after they asked (a tile mounting now is painted first). @internal
 */
export function createImageGate(settleMs: number, delayMs: number): ImageGateValue {
  let busyUntil = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const waiting = new Set<() => void>()
  const arm = (delay: number) => {
    timer = setTimeout(() => {
      timer = undefined
      const wait = busyUntil - performance.now()
      if (wait > 0) return arm(wait)
      const ready = [...waiting]
      waiting.clear()
      for (const run of ready) run()
    }, delay)
  }
  return {
    busy() {
      busyUntil = performance.now() + settleMs
    },
    whenIdle(run) {
      waiting.add(run)
      if (timer === undefined) arm(Math.max(delayMs, busyUntil - performance.now()))
      return () => {
        waiting.delete(run)
      }
    },
  }
}
