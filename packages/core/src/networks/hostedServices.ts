import { DEFAULT_CHAIN_ID } from '../constants/constants.js'
import type { CaipNetworkId, ChainNamespace } from '../types.js'

/*
 * Which chain families Gangway's hosted services serve: the one place outside the network
 * definitions where core names a family. Config, the RPC URLs and the data services read these
 * facts instead of naming families themselves. @internal
 */

/** The network a config without `defaultNetwork` starts on when it lists it (Ethereum). */
export const PREFERRED_DEFAULT_NETWORK: CaipNetworkId = `eip155:${DEFAULT_CHAIN_ID}`

// The chains the blockchain API's RPC proxy serves (its HTTP chain list, as AppKit's reference
// client keeps it): EVM chain ids, then Solana's clusters. Bitcoin is served too, but Gangway
// reads Bitcoin through an Esplora API (the network's `rpcUrls`), never JSON-RPC.
const PROXIED_EVM = new Set([
  1, 10, 56, 97, 100, 137, 300, 324, 1101, 1301, 1329, 5000, 5003, 8217, 8453, 17000, 42161, 42220,
  43113, 43114, 59144, 80002, 80084, 84532, 421614, 7777777, 11155111, 11155420, 999999999,
  1313161554, 1313161555,
])
const PROXIED_OTHER = new Set([
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
])

/** Whether Gangway reads this CAIP-2 network through the hosted RPC proxy. */
export function isProxiedNetwork(caipNetworkId: string): boolean {
  const [namespace, reference] = caipNetworkId.split(':')
  return namespace === 'eip155'
    ? PROXIED_EVM.has(Number(reference))
    : PROXIED_OTHER.has(caipNetworkId)
}

// The namespaces the data endpoints have providers for (balances: Zerion for eip155, Solscan for
// solana; bapi:src/providers/mod.rs). supported-chains also lists bip122, which only the RPC proxy
// serves: a Bitcoin balance or history request would answer 400.
const DATA_NAMESPACES: readonly string[] = ['eip155', 'solana']

/** Whether the blockchain data API has providers for a namespace (balances, history, prices). */
export function hasDataProviders(namespace: string): boolean {
  return DATA_NAMESPACES.includes(namespace)
}

/** Whether the identity service names accounts of a namespace (only EVM accounts have one). */
export function hasIdentities(namespace: ChainNamespace): boolean {
  return namespace === 'eip155'
}
