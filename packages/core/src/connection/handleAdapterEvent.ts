import { findChain, getConnections } from '../engine/internal.js'
import type { Engine } from '../engine/types.js'
import { open } from '../modal/open.js'
import type { AdapterEvent, ChainNamespace } from '../types.js'
import { applyConnection } from './applyConnection.js'
import { endConnection } from './endConnection.js'
import { fetchBalance } from './fetchBalance.js'
import { setActiveNetwork } from './setActiveNetwork.js'

/**
 * Applies a wallet event an adapter reported (adapters never write stores). Accounts changed:
 * the account follows (no accounts left means disconnected). Chain changed: a configured chain
 * becomes active; any other opens UnsupportedChain (spec §2 "Unsupported-chain view appears
 * when the wallet's chain is not among configured networks"). Disconnect: the connection ends
 * (spec §4 "A wallet session ends on user disconnect or session deletion event").
 *
 * @example
 * import { handleAdapterEvent } from '@gangway/core/internal'
 * handleAdapterEvent(engine, 'eip155', { type: 'disconnect', connectorId: 'io.metamask' })
 */
export function handleAdapterEvent(
  engine: Engine,
  namespace: ChainNamespace,
  event: AdapterEvent,
): void {
  const { connections, connectorId: current } = getConnections(engine, namespace)
  const connection = connections.find((c) => c.connectorId === event.connectorId)
  if (!connection) return

  if (event.type === 'disconnect' || (event.type === 'accountsChanged' && !event.accounts.length)) {
    endConnection(engine, namespace, event.connectorId)
    return
  }
  if (event.type === 'accountsChanged') {
    const updated = { ...connection, accounts: event.accounts }
    if (event.connectorId !== current) {
      engine.$connections.setKey(namespace, {
        connections: connections.map((c) => (c === connection ? updated : c)),
        connectorId: current,
      })
      return
    }
    applyConnection(engine, namespace, updated)
    void fetchBalance(engine, { namespace })
    return
  }
  if (event.connectorId !== current) return
  const network = findChain(engine, namespace, event.chainId)
  if (network) setActiveNetwork(engine, network)
  else open(engine, { view: 'UnsupportedChain', namespace })
}
