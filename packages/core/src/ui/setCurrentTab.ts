import { resolveNamespace, updateAccount } from '../engine/internal.js'
import type { Engine } from '../engine/types.js'
import type { ChainNamespace } from '../types.js'

/**
 * Selects an Account tab (spec §3 account state `currentTab`) of the active or given namespace.
 *
 * @example
 * import { setCurrentTab } from '@gangway/core/internal'
 * setCurrentTab(engine, 2) // Activity
 */
export function setCurrentTab(engine: Engine, tab: number, namespace?: ChainNamespace): void {
  updateAccount(engine, resolveNamespace(engine, namespace), { currentTab: tab })
}
