import { findChain, getAccount, getConnections } from '../engine/internal.js'
import type { Engine } from '../engine/types.js'
import { open } from '../modal/open.js'
import { syncEmbeddedView } from '../modal/syncEmbeddedView.js'
import type { AdapterEvent, ChainNamespace } from '../types.js'
import { applyConnection } from './applyConnection.js'
import { endConnection } from './endConnection.js'
import { fetchBalance } from './fetchBalance.js'
import { recordConnection } from './recordConnection.js'
import { setActiveNetwork } from './setActiveNetwork.js'

/**
 * Applies a wallet event an adapter reported (adapters never write stores). Accounts changed:
 * the account follows (no accounts left means disconnected). Chain changed: a configured chain
 * becomes active; any other opens UnsupportedChain (spec §2 "Unsupported-chain view appears
 * when the wallet's chain is not among configured networks"). Disconnect: the connection ends
 * (spec §4 "A wallet session ends on user disconnect or session deletion event"). Connect: a
 * connection made outside the modal becomes the current one (see `adoptConnection`).
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
  if (event.type === 'connect') {
    adoptConnection(engine, namespace, event)
    return
  }
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

/**
 * A connection the adapter's wallet layer made without the modal (a host's own wagmi
 * `useConnect`): stored, shown and remembered like one made in the modal, with CONNECT_SUCCESS,
 * but no view opens (the host started it) unless the wallet is on an unconfigured chain (spec
 * §2). While the modal itself is connecting or restoring, its own flow applies the result, so
 * the event is ignored; for a connection core already has, it updates accounts and chain.
 */
function adoptConnection(
  engine: Engine,
  namespace: ChainNamespace,
  event: Extract<AdapterEvent, { type: 'connect' }>,
): void {
  const { connectorId, type: _type, ...result } = event
  if (!result.accounts.length) return
  const known = getConnections(engine, namespace).connections.some(
    (c) => c.connectorId === connectorId,
  )
  if (known) {
    handleAdapterEvent(engine, namespace, { type: 'accountsChanged', connectorId, ...result })
    handleAdapterEvent(engine, namespace, { type: 'chainChanged', connectorId, ...result })
    return
  }
  const status = getAccount(engine, namespace).status
  if (status === 'connecting' || status === 'reconnecting') return
  const network = recordConnection(engine, namespace, connectorId, result)
  void fetchBalance(engine, { namespace })
  if (!network) open(engine, { view: 'UnsupportedChain', namespace })
  else syncEmbeddedView(engine)
}
