import type { Engine } from '../engine/types.js'
import type { RouterData, ViewName } from '../types.js'

/**
 * Shows `view` on top of the history (no-op when it is already the current view).
 *
 * @example
 * import { push } from '@gangway/core/internal'
 * push(engine, 'ConnectingExternal', { connectorId: 'io.metamask' })
 */
export function push(engine: Engine, view: ViewName, data?: RouterData): void {
  const state = engine.$router.get()
  if (state.view === view) return
  engine._internal.routerData.push(data)
  engine.$router.set({ view, history: [...state.history, view], data })
}
