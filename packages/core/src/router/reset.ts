import type { Engine } from '../engine/types.js'
import type { RouterData, ViewArguments, ViewName } from '../types.js'

/**
 * Makes `view` the only entry of the history; `args` are the host's arguments for it (see
 * `open`), kept for this entry while the visitor goes further and comes back.
 *
 * @example
 * import { reset } from '@gangway/core/internal'
 * reset(engine, 'Connect')
 */
export function reset(
  engine: Engine,
  view: ViewName,
  data?: RouterData,
  args?: ViewArguments,
): void {
  engine._internal.routerData = [data]
  engine._internal.routerArguments = args
  engine.$router.set({ view, history: [view], data, ...(args ? { arguments: args } : {}) })
}
