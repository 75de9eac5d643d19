/*
 * Every piece of @gangway/core this package uses, in one place (so the feature's dependency on
 * core is visible at a glance and easy to audit).
 */
export type { FeatureContext } from '@gangway/core'
export {
  balanceToBaseUnits,
  createFeatureSlot,
  debounceTask,
  type Engine,
  fetchBalance,
  fetchTokenBalances,
  findViewProvider,
  getServiceClients,
  push,
  reset,
  translate,
} from '@gangway/core/internal'
