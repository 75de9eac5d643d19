import type { Engine } from '../engine/types.js'
import type { FeatureView, ViewName } from '../types.js'

const entryOf = (view: ViewName | FeatureView): FeatureView =>
  typeof view === 'string' ? { name: view } : view

/**
 * The configured feature that declares `view` in its `provides.views`, and the view's declared
 * header title: what the shell loads when the view is shown before it is registered, and the
 * title it shows. @internal (for the shell)
 *
 * @example
 * import { findViewProvider } from '@gangway/core/internal'
 * findViewProvider(engine, 'Transactions') // { featureId: 'history', title: undefined }
 */
export function findViewProvider(
  engine: Engine,
  view: ViewName,
): { featureId: string; title: string | undefined } | undefined {
  for (const [featureId, feature] of Object.entries(engine.config.features)) {
    const entry = feature.provides?.views?.map(entryOf).find((v) => v.name === view)
    if (entry) return { featureId, title: entry.title }
  }
  return undefined
}
