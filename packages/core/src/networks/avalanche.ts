import type { Network } from '../types.js'

/**
 * Avalanche (`eip155:43114`) as a plain `Network` object (spec §3, §9).
 *
 * @example
 * import { avalanche } from '@gangway/core/networks'
 * createModal({ projectId, networks: [avalanche] })
 */
export const avalanche = {
  id: 43114,
  caipNetworkId: 'eip155:43114',
  chainNamespace: 'eip155',
  name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
  testnet: false,
  assets: { imageId: 'avalanche' },
} as const satisfies Network
