import type { Engine } from '../engine/types.js'
import type { ChainNamespace, Connector } from '../types.js'

/** What a disconnect hook learns: the namespace left with no connection, and what ended it. */
export type DisconnectInfo = {
  namespace: ChainNamespace
  connectorId: string
  /** The connector of the connection that ended (its `type`, e.g. `'AUTH'`), when still known. */
  connector: Connector | undefined
}

/** Runs when a namespace's last connection ends (see `onDisconnect`). */
export type DisconnectHook = (info: DisconnectInfo) => void

/**
 * Registers a hook that runs when a namespace's last connection ends (the visitor's disconnect,
 * or the wallet's), after core cleared the namespace's stored connection: a feature or an adapter
 * clears what it keeps for that connection (the auth feature: its login cache). A hook that
 * throws is logged; the others still run.
 *
 * @returns a function that removes the hook (pass it to `ctx.onStop` in a feature).
 * @example
 * import { onDisconnect } from '@gangway/core/internal'
 * ctx.onStop(onDisconnect(engine, ({ connector }) => {
 *   if (connector?.type === 'AUTH') clearMyCache(engine.storage)
 * }))
 */
export function onDisconnect(engine: Engine, hook: DisconnectHook): () => void {
  const hooks = engine._internal.disconnectHooks
  hooks.add(hook)
  return () => hooks.delete(hook)
}

/** Runs every disconnect hook in registration order. @internal */
export function runDisconnectHooks(engine: Engine, info: DisconnectInfo): void {
  for (const hook of [...engine._internal.disconnectHooks]) {
    try {
      hook(info)
    } catch (error) {
      engine.logger.error('a disconnect hook failed', error)
    }
  }
}
