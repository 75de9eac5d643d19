import { ConfigError } from '../errors/catalogue.js'
import type { Network } from '../types.js'
import { NetworkSchema } from './networkSchema.js'

/**
 * Checks a custom network and returns it unchanged (same object), so a host can add networks
 * Gangway does not ship.
 *
 * @param network - every field of spec §3's Network; `caipNetworkId` must be `namespace:id`.
 * @returns the same network, typed with its literal values.
 * @throws ConfigError with one line per problem, e.g. `name: Expected string received undefined`.
 *
 * @example
 * import { defineNetwork } from '@gangway/core'
 * const devChain = defineNetwork({
 *   id: 31337, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', name: 'Dev',
 *   nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
 *   rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } }, testnet: true,
 * })
 */
export function defineNetwork<const TNetwork extends Network>(network: TNetwork): TNetwork {
  const issues: string[] = []
  if (!NetworkSchema(network, '', issues)) throw new ConfigError(issues)
  return network
}
