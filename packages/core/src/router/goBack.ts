import type { Engine } from '../engine/types.js'
import { close } from '../modal/close.js'

/**
 * Shows the previous view. Spec §2: "Going back with one entry left closes the modal. Going back
 * while history contains UnsupportedChain closes the modal."
 *
 * @returns `false` when closing was refused (see `close`), else `true`.
 * @example
 * import { goBack } from '@gangway/core/internal'
 * goBack(engine)
 */
export function goBack(engine: Engine): boolean {
  const { history } = engine.$router.get()
  if (history.length <= 1 || history.includes('UnsupportedChain')) return close(engine)
  popView(engine)
  return true
}

/** Drops the current view (history must hold two entries or more). @internal */
export function popView(engine: Engine): void {
  const { history } = engine.$router.get()
  const stack = engine._internal.routerData
  stack.splice(history.length - 1)
  const rest = history.slice(0, -1)
  const view = rest[rest.length - 1]!
  const data = stack[rest.length - 1]
  // Back on the entry the host opened: its arguments again (the view may have been unmounted).
  const args = rest.length === 1 ? engine._internal.routerArguments : undefined
  engine.$router.set({ view, history: rest, data, ...(args ? { arguments: args } : {}) })
}
