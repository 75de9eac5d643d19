import type { Engine } from '../engine/types.js'
import { addRecentWallet } from '../storage/addRecentWallet.js'
import {
  activeNamespaceKey,
  activeNetworkKey,
  connectionStatusKey,
  connectorIdKey,
  lastUsedChainKey,
} from '../storage/keys.js'
import type { StoredConnectionStatus } from '../storage/types.js'
import type { CaipNetworkId, ChainNamespace, Connector, Network } from '../types.js'

/*
 * What the connection state machine keeps in storage, in one place. @internal
 */

/** Stores a connected namespace: status, connector id and its network. */
export function persistConnection(
  engine: Engine,
  namespace: ChainNamespace,
  connectorId: string,
  network: Network | undefined,
): void {
  engine.storage.set(connectionStatusKey(namespace), 'connected')
  engine.storage.set(connectorIdKey(namespace), connectorId)
  // A wallet on an unconfigured chain: the last-used chain stays what it was.
  if (network) persistNetwork(engine, network)
}

/** Stores the active namespace and network (spec §3 "last-used chain"). */
export function persistNetwork(engine: Engine, network: Network): void {
  engine.storage.set(activeNamespaceKey, network.chainNamespace)
  engine.storage.set(activeNetworkKey(network.chainNamespace), network.caipNetworkId)
  engine.storage.set(lastUsedChainKey, network.caipNetworkId)
}

/** Forgets a namespace's connection (a feature's own keys go through its disconnect hook). */
export function clearPersisted(engine: Engine, namespace: ChainNamespace): void {
  engine.storage.remove(connectionStatusKey(namespace))
  engine.storage.remove(connectorIdKey(namespace))
}

/** The stored connection of a namespace. */
export function readPersisted(
  engine: Engine,
  namespace: ChainNamespace,
): {
  status: StoredConnectionStatus | undefined
  connectorId: string | undefined
  networkId: CaipNetworkId | undefined
} {
  return {
    status: engine.storage.get(connectionStatusKey(namespace)),
    connectorId: engine.storage.get(connectorIdKey(namespace)),
    networkId: engine.storage.get(activeNetworkKey(namespace)),
  }
}

/** The stored active namespace. */
export function readActiveNamespace(engine: Engine): ChainNamespace | undefined {
  return engine.storage.get(activeNamespaceKey)
}

/** Adds the connector's wallet to the recent wallets (spec §9: max 2). */
export function rememberWallet(engine: Engine, connector: Connector): void {
  addRecentWallet(engine.storage, {
    id: connector.explorerId ?? connector.id,
    ...walletOf(connector),
  })
}

/** A connector's name, icon and rdns, as recent wallets and the connected-wallet info hold them. */
export function walletOf(connector: Connector): { name: string; icon?: string; rdns?: string } {
  return {
    name: connector.name,
    ...(connector.imageUrl ? { icon: connector.imageUrl } : {}),
    ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
  }
}
