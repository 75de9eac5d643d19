import type { Network } from '../types.js'
import type { ResolvedConfig } from './types.js'

/**
 * The RPC URLs of a network: the host's own `rpcUrls[caipNetworkId]` when given, else the hosted
 * RPC (spec §7 "{rpc}/v1/?chainId={chain}&projectId={id}").
 *
 * @example
 * import { mainnet } from '@gangway/core/networks'
 * import { getRpcUrls } from '@gangway/core/internal'
 * getRpcUrls(engine.config, mainnet)
 * // ['https://rpc.gangway.dev/v1/?chainId=eip155:1&projectId=abc']
 */
export function getRpcUrls(
  config: Pick<ResolvedConfig, 'projectId' | 'services' | 'rpcUrls'>,
  network: Pick<Network, 'caipNetworkId'>,
): string[] {
  const custom = config.rpcUrls?.[network.caipNetworkId]
  if (custom?.length) return [...custom]
  return [
    `${config.services.api}/v1/?chainId=${network.caipNetworkId}&projectId=${encodeURIComponent(config.projectId)}`,
  ]
}
