import { toCaipAddress } from '../caip/toCaipAddress.js'
import {
  findChain,
  getConnections,
  initialAccountState,
  updateAccount,
} from '../engine/internal.js'
import type { Engine } from '../engine/types.js'
import { toDisplayName } from '../format/toDisplayName.js'
import type { CaipAddress, ChainNamespace, Connection } from '../types.js'
import { walletOf } from './persist.js'

/** The CAIP-10 id of `address` on chain `chainId` of `namespace`. @internal */
export function caipAddressOf(
  engine: Engine,
  namespace: ChainNamespace,
  chainId: number | string,
  address: string,
): CaipAddress {
  const network = findChain(engine, namespace, chainId)
  return network ? toCaipAddress(network, address) : `${namespace}:${chainId}:${address}`
}

/**
 * Makes `connection` the current connection of `namespace` and fills the account from it.
 * @internal
 */
export function applyConnection(
  engine: Engine,
  namespace: ChainNamespace,
  connection: Connection,
): void {
  const { connections } = getConnections(engine, namespace)
  engine.$connections.setKey(namespace, {
    connections: [
      ...connections.filter((c) => c.connectorId !== connection.connectorId),
      connection,
    ],
    connectorId: connection.connectorId,
  })
  const address = connection.accounts[0]?.address
  const connector = engine.$connectors
    .get()
    .find((c) => c.id === connection.connectorId && c.chain === namespace)
  updateAccount(engine, namespace, {
    status: 'connected',
    address,
    caipAddress: address
      ? caipAddressOf(engine, namespace, connection.chainId, address)
      : undefined,
    allAccounts: connection.accounts,
    connectedWalletInfo: connector
      ? { ...walletOf(connector), type: connector.type }
      : connection.wallet
        ? // A remote wallet's own name (session metadata): display-safe (untrusted input).
          {
            ...connection.wallet,
            name: toDisplayName(connection.wallet.name) || connection.connectorId,
          }
        : { name: connection.connectorId },
  })
}

/**
 * Drops the connection of `connectorId` in `namespace`. Spec §4: "Disconnecting the last
 * connection gives disconnected with no current connection"; "Disconnect clears provider, user
 * and status". When other connections remain, the next one becomes current. @internal
 *
 * @returns whether the namespace is now disconnected.
 */
export function dropConnection(
  engine: Engine,
  namespace: ChainNamespace,
  connectorId: string,
): boolean {
  const { connections, connectorId: current } = getConnections(engine, namespace)
  const rest = connections.filter((c) => c.connectorId !== connectorId)
  if (connectorId !== current) {
    engine.$connections.setKey(namespace, { connections: rest, connectorId: current })
    return false
  }
  const next = rest[rest.length - 1]
  if (next) {
    engine.$connections.setKey(namespace, { connections: rest, connectorId: next.connectorId })
    applyConnection(engine, namespace, next)
    return false
  }
  engine.$connections.setKey(namespace, { connections: [], connectorId: undefined })
  engine.$accounts.setKey(
    namespace,
    initialAccountState(namespace, engine.adapters.get(namespace)?.defaultAccountType),
  )
  return true
}
