import type { Adapter, Engine } from '../internal/core.js'

/** The connected account, its network and its adapter, or `undefined` when not connected. */
export function sendContext(engine: Engine) {
  const namespace = engine.$activeNamespace.get()
  const network = engine.$activeNetwork.get()
  const address = engine.$account.get()?.address
  const connectorId = engine.$connections.get()[namespace]?.connectorId
  const adapter = engine.adapters.get(namespace) as Adapter | undefined
  if (!network || !address || !connectorId || !adapter) return undefined
  return { namespace, network, address, connectorId, adapter }
}
