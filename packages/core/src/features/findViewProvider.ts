import type { Engine } from '../engine/types.js'
import type { ViewName } from '../types.js'

/**
 * The configured feature that declares `view` in its `provides.views`, if any: the one to load
 * when the view is shown before it is registered. @internal (for the shell)
 *
 * @example
 * import { findViewProvider } from '@gangway/core/internal'
 * findViewProvider(engine, 'Transactions') // 'history'
 */
export function findViewProvider(engine: Engine, view: ViewName): string | undefined {
  for (const [id, feature] of Object.entries(engine.config.features)) {
    if (feature.provides?.views?.includes(view)) return id
  }
  return undefined
}
