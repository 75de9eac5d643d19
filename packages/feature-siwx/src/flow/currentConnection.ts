import type { CaipNetworkId, ChainNamespace, Engine } from '../internal/core.js'

/** The connected account of the active namespace, its network and connector. */
export type CurrentConnection = {
  namespace: ChainNamespace
  address: string
  chainId: CaipNetworkId
  connectorId: string
  /** `chainId|address`, the key sessions are looked up by. */
  key: string
}

/** The current connection, or `undefined` while nothing is connected. */
export function currentConnection(engine: Engine): CurrentConnection | undefined {
  const namespace = engine.$activeNamespace.get()
  const account = engine.$account.get()
  const network = engine.$activeNetwork.get()
  const connectorId = engine.$connections.get()[namespace]?.connectorId
  if (account?.status !== 'connected' || !account.address || !network || !connectorId) return
  return {
    namespace,
    address: account.address,
    chainId: network.caipNetworkId,
    connectorId,
    key: sessionKey(network.caipNetworkId, account.address),
  }
}

/** The key of a network and an account (eip155 addresses without their checksum case). */
export const sessionKey = (chainId: string, address: string) =>
  `${chainId}|${chainId.startsWith('eip155:') ? address.toLowerCase() : address}`
