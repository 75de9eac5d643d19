import type { Engine } from '../engine/types.js'
import { addRecentWallet } from '../storage/addRecentWallet.js'
import {
  accountAddressKey,
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
  engine.storage.remove(accountAddressKey(namespace))
}

/**
 * Keeps each connected namespace's address in storage (what `cookieToInitialState` reads), from
 * now until `stop`; writes only when it changes. Returns the unsubscribe.
 */
export function persistAddresses(engine: Engine): () => void {
  const written: Partial<Record<ChainNamespace, string>> = {}
  return engine.$accounts.subscribe((accounts) => {
    for (const namespace of engine.namespaces) {
      const account = accounts[namespace]
      // Disconnected: clearPersisted removed it; the next connection writes it again.
      if (account?.status === 'disconnected') delete written[namespace]
      if (account?.status !== 'connected' || !account.address) continue
      if (written[namespace] === account.address) continue
      written[namespace] = account.address
      engine.storage.set(accountAddressKey(namespace), account.address)
    }
  })
}

/** The stored connection of a namespace. */
export function readPersisted(
  engine: Engine,
  namespace: ChainNamespace,
): {
  status: StoredConnectionStatus | undefined
  connectorId: string | undefined
  networkId: CaipNetworkId | undefined
  address: string | undefined
} {
  return {
    status: engine.storage.get(connectionStatusKey(namespace)),
    address: engine.storage.get(accountAddressKey(namespace)),
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
