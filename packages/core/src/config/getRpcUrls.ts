import type { Network } from '../types.js'
import type { ResolvedConfig } from './types.js'

// The chains the blockchain API's RPC proxy serves (its HTTP chain list, as AppKit's reference
// client keeps it): EVM chain ids, then Solana's clusters. A chain off the list reads from its
// own `rpcUrls`, so a custom chain needs no hosted service at all. Bitcoin is served too, but
// Gangway reads Bitcoin through an Esplora API (the network's `rpcUrls`), never JSON-RPC.
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

/**
 * The RPC URLs of a network: the host's own `rpcUrls[caipNetworkId]` when given; else the hosted
 * RPC proxy (spec §7 "{rpc}/v1/?chainId={chain}&projectId={id}") for a chain it serves; else the
 * network's own `rpcUrls.default.http` (a custom chain, or one the proxy does not serve).
 *
 * @example
 * import { mainnet } from '@gangway/core/networks'
 * import { getRpcUrls } from '@gangway/core/internal'
 * getRpcUrls(engine.config, mainnet)
 * // ['https://rpc.walletconnect.org/v1/?chainId=eip155:1&projectId=abc']
 */
export function getRpcUrls(
  config: Pick<ResolvedConfig, 'projectId' | 'services' | 'rpcUrls'>,
  network: Pick<Network, 'caipNetworkId'> & Partial<Pick<Network, 'rpcUrls'>>,
): string[] {
  const custom = config.rpcUrls?.[network.caipNetworkId]
  if (custom?.length) return [...custom]
  if (!isProxiedNetwork(network.caipNetworkId)) return [...(network.rpcUrls?.default.http ?? [])]
  return [
    `${config.services.api}/v1/?chainId=${network.caipNetworkId}&projectId=${encodeURIComponent(config.projectId)}`,
  ]
}
