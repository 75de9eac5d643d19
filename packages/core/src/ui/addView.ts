import type { Engine } from '../engine/types.js'
import type { ViewName } from '../types.js'

/**
 * Registers the component that renders a view (the shell's core views, or a feature's through
 * its `register(ctx)`). Core stores it as an opaque value; the shell renders it.
 *
 * @example
 * import { addView } from '@gangway/core/internal'
 * addView(engine, 'Connect', ConnectView)
 */
export function addView(engine: Engine, name: ViewName, component: unknown): void {
  engine.$views.setKey(name, component)
}
