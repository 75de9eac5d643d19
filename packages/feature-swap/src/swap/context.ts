import type { Adapter, Engine } from '../internal/core.js'

/** The connected account, its network and its adapter (with `sendTransaction`), or `undefined`. */
export function swapContext(engine: Engine) {
  const namespace = engine.$activeNamespace.get()
  const network = engine.$activeNetwork.get()
  const account = engine.$account.get()
  const address = account?.address
  const connectorId = engine.$connections.get()[namespace]?.connectorId
  const adapter = engine.adapters.get(namespace) as Adapter | undefined
  if (!network || !address || !connectorId || !adapter?.sendTransaction) return undefined
  return {
    namespace,
    network,
    address,
    connectorId,
    adapter,
    sendTransaction: adapter.sendTransaction.bind(adapter),
    /** The account as CAIP-10, what the convert service names users by. */
    userAddress: `${network.caipNetworkId}:${address}`,
  }
}
