import { isProxiedNetwork } from '../networks/hostedServices.js'
import type { Network } from '../types.js'
import type { ResolvedConfig } from './types.js'

// Which networks the hosted RPC proxy serves is network knowledge (networks/hostedServices.ts).
export { isProxiedNetwork }

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
