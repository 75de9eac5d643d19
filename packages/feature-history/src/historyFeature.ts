import type { Feature } from '@gangway/core'
import { boolean, checkOptions, optional } from '@gangway/core/internal'

/** Options of `historyFeature`. */
export type HistoryFeatureOptions = {
  /**
   * Refresh the Activity list whenever the chain reports new pending transactions of the
   * connected EVM account (spec §9: off by default; polls every 30 s, at most 99 events).
   */
  pendingTransactionsWatch?: boolean
}

/**
 * The history feature's descriptor: pass it in config to get the Activity tab and the
 * Transactions view. Only this object is in the host's initial bundle: it declares the tab and
 * the view as data, so the shell shows the tab at once and loads the code (the tab, the view,
 * the history store and the pending-transaction watch) with `import()` when the tab or the view
 * is first shown.
 *
 * @throws ConfigError when an option is wrong, e.g. `historyFeature: pendingTransactionsWatch:
 * Expected boolean received "yes"`.
 * @example
 * import { createModal } from '@gangway/modal-shell'
 * import { historyFeature } from '@gangway/feature-history'
 * const modal = createModal({
 *   projectId, networks, adapters,
 *   features: { history: historyFeature({ pendingTransactionsWatch: true }) },
 * })
 */
/* @__NO_SIDE_EFFECTS__ */
export function historyFeature(
  options: HistoryFeatureOptions = {},
): Feature<HistoryFeatureOptions> & { id: 'history' } {
  checkOptions('historyFeature', options, { pendingTransactionsWatch: optional(boolean) })
  return {
    id: 'history',
    options,
    provides: {
      views: [{ name: 'Transactions', title: 'Transactions' }],
      tabs: [{ id: 'Activity', label: 'Activity', order: 3 }],
    },
    load: () => import('./feature.js'),
    messages: (locale) => import('./locales/index.js').then((m) => m.load(locale)),
    // Issue 7: the code loads only when the Activity tab (or the Transactions view) is first shown.
    loadOn: 'use',
  }
}

/**
 * This feature's views, for a host's `open({ view })` (core's `FeatureViewNames`), and its
 * messages, for a host's typed `messages` overrides (core's `MessageCatalogues`): declared here,
 * where a host's types reach (a type-only import, nothing of the catalogue in the descriptor).
 */
declare module '@gangway/core' {
  interface FeatureViewNames {
    Transactions: true
  }
  interface MessageCatalogues {
    history: typeof import('./messages.js').historyMessages
  }
}
