import type { Feature } from '@gangway/core'

/**
 * The history feature's descriptor: pass it in config to get the Activity tab and the
 * Transactions view. Only this object is in the host's initial bundle; the tab, the view, the
 * history store and the pending-transaction watch load with `import()` when first needed.
 *
 * @example
 * import { createModal } from '@gangway/modal-shell'
 * import { historyFeature } from '@gangway/feature-history'
 * const modal = createModal({ projectId, networks, adapters, features: { history: historyFeature } })
 */
export const historyFeature: Feature = {
  id: 'history',
  load: () => import('./feature.js'),
  // Issue 7: the code loads only when the Activity tab (or the Transactions view) is first shown.
  loadOn: 'use',
}
