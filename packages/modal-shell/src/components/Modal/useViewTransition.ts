import { useLayoutEffect, useState } from 'react'
import {
  type Engine,
  type RouterData,
  VIEW_TRANSITION_MS,
  type ViewArguments,
  type ViewName,
} from '../../internal/core.js'
import { reducedMotion } from './focusables.js'

/** Spec §2 "View transitions take 120, 150 and 150 ms": the old view out. */
const VIEW_OUT_MS = VIEW_TRANSITION_MS[1]

type RouterState = ReturnType<Engine['$router']['get']>
type Snapshot = {
  view: ViewName
  data: RouterData | undefined
  arguments: ViewArguments | undefined
  history: number
  back: boolean
}
/** The view the frame shows; `n` counts the swaps (the view's React key). */
export type Shown = Snapshot & { n: number }

const differs = (a: Snapshot, b: Snapshot) =>
  a.view !== b.view || a.data !== b.data || a.arguments !== b.arguments || a.history !== b.history

/**
 * What the frame shows for a router state. Back shows with history to go back to, and on
 * UnsupportedChain even as the only entry: spec §2 "Going back while history contains
 * UnsupportedChain closes the modal" (core's goBack closes it). Not when embedded: there is no
 * modal to close.
 */
function snapshot(
  { view, data, history, arguments: args }: RouterState,
  embedded: boolean,
): Snapshot {
  return {
    view,
    data,
    arguments: args,
    history: history.length,
    back: history.length > 1 || (!embedded && history.includes('UnsupportedChain')),
  }
}

/**
 * The view shown and its phase: the old one leaves (VIEW_OUT_MS) before the new one enters (CSS,
 * 150 ms). A view shown as the modal opens or closes, or under reduced motion, swaps during this
 * render: the first open renders its view in one pass, with no second render from an effect.
 */
export function useViewTransition(
  engine: Engine,
  router: RouterState,
  embedded: boolean,
  active: boolean,
): { shown: Shown; phase: 'in' | 'out' | undefined } {
  const next = snapshot(router, embedded)
  const [shown, setShown] = useState<Shown>(() => ({ ...next, n: 0 }))
  const [phase, setPhase] = useState<'in' | 'out'>()
  const [shownWhileActive, setShownWhileActive] = useState(active)
  const changed = differs(next, shown)
  const animate = changed && active && shownWhileActive && !reducedMotion()
  if (shownWhileActive !== active) setShownWhileActive(active)
  if (changed && !animate) {
    setShown({ ...next, n: shown.n + 1 })
    if (phase) setPhase(undefined)
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each router change; reads the latest state from the store
  useLayoutEffect(() => {
    if (!animate) return
    setPhase('out')
    const timer = setTimeout(() => {
      setShown((s) => ({ ...snapshot(engine.$router.get(), embedded), n: s.n + 1 }))
      setPhase('in')
    }, VIEW_OUT_MS)
    return () => clearTimeout(timer)
  }, [router, animate])
  return { shown, phase }
}
