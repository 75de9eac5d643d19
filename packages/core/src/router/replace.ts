import type { Engine } from '../engine/types.js'
import type { RouterData, ViewName } from '../types.js'

/**
 * Replaces the current view, keeping the rest of the history.
 *
 * @example
 * import { replace } from '@gangway/core/internal'
 * replace(engine, 'Account')
 */
export function replace(engine: Engine, view: ViewName, data?: RouterData): void {
  const { history } = engine.$router.get()
  const stack = engine._internal.routerData
  stack.splice(Math.max(history.length - 1, 0), stack.length, data)
  // The host's arguments belonged to the entry replaced.
  if (history.length <= 1) engine._internal.routerArguments = undefined
  engine.$router.set({ view, history: [...history.slice(0, -1), view], data })
}
