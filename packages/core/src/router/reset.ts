import type { Engine } from '../engine/types.js'
import type { RouterData, ViewName } from '../types.js'

/**
 * Makes `view` the only entry of the history.
 *
 * @example
 * import { reset } from '@gangway/core/internal'
 * reset(engine, 'Connect')
 */
export function reset(engine: Engine, view: ViewName, data?: RouterData): void {
  engine._internal.routerData = [data]
  engine.$router.set({ view, history: [view], data })
}
