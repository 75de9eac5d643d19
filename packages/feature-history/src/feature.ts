import { ActivityTab } from './components/ActivityTab/ActivityTab.js'
import { Transactions } from './components/Transactions/Transactions.js'
import { dropHistoryStore, getHistoryStore } from './history/historyStore.js'
import { refreshTransactions } from './history/refreshTransactions.js'
import type { HistoryFeatureOptions } from './historyFeature.js'
import type { Engine, FeatureContext } from './internal/core.js'
import { watchPendingTransactions } from './pending/watchPendingTransactions.js'

/**
 * The module behind `historyFeature.load()`: registers the Activity tab and the Transactions
 * view (rendered by the shell under its `<GangwayProvider>`), keeps the history store in step with the connected account
 * and chain, and — with `historyFeature({ pendingTransactionsWatch: true })` (spec §9: off by default) —
 * refreshes the list whenever the chain reports new pending transactions.
 *
 * @returns The cleanup the engine runs on stop.
 */
export function register(ctx: FeatureContext<Engine, HistoryFeatureOptions>): () => void {
  const { engine } = ctx
  ctx.tabs.add({ id: 'Activity', label: 'Activity', component: ActivityTab, order: 3 })
  ctx.views.add('Transactions', Transactions)

  // Created now so it follows the account and chain from the start.
  getHistoryStore(engine)
  const cleanups: (() => void)[] = []
  if (ctx.options.pendingTransactionsWatch) {
    cleanups.push(
      watchPendingTransactions(engine, {
        onTransactions: () => {
          refreshTransactions(engine).catch((error: unknown) =>
            engine.logger.warn('Activity: refresh after pending transactions failed', error),
          )
        },
      }),
    )
  }
  return () => {
    for (const cleanup of cleanups) cleanup()
    dropHistoryStore(engine)
  }
}
