import { findChain } from '../engine/internal.js'
import type { Engine } from '../engine/types.js'
import { emitEvent } from '../events/emitEvent.js'
import type { ChainNamespace, ConnectResult, Network } from '../types.js'
import { applyConnection } from './applyConnection.js'
import { persistConnection, rememberWallet } from './persist.js'

/**
 * Stores a new connection and announces it: the active network (the wallet's, when configured,
 * else `fallback`), the account, storage, the recent wallets and CONNECT_SUCCESS.
 * @returns the configured network the wallet is on, if any. @internal
 */
export function recordConnection(
  engine: Engine,
  namespace: ChainNamespace,
  connectorId: string,
  result: ConnectResult,
  fallback?: Network,
): Network | undefined {
  const connector = engine.$connectors
    .get()
    .find((c) => c.id === connectorId && c.chain === namespace)
  const supported = findChain(engine, namespace, result.chainId)
  const connected = supported ?? fallback
  if (connected) engine.$activeNetworks.setKey(namespace, connected)
  engine.$activeNamespace.set(namespace)
  applyConnection(engine, namespace, { connectorId, ...result })
  persistConnection(engine, namespace, connectorId, supported)
  if (connector) rememberWallet(engine, connector)
  emitEvent(engine, 'CONNECT_SUCCESS', {
    connector: connectorId,
    name: connector?.name ?? result.wallet?.name,
    method: connector?.type ?? result.wallet?.type,
    network: connected?.caipNetworkId,
  })
  return supported
}
