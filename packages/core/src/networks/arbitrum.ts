import type { Network } from '../types.js'

/**
 * Arbitrum One (`eip155:42161`) as a plain `Network` object (spec §3, §9).
 *
 * @example
 * import { arbitrum } from '@gangway/core/networks'
 * createModal({ projectId, networks: [arbitrum] })
 */
export const arbitrum = {
  id: 42161,
  caipNetworkId: 'eip155:42161',
  chainNamespace: 'eip155',
  name: 'Arbitrum One',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  testnet: false,
  assets: { imageId: 'arbitrum' },
} as const satisfies Network
