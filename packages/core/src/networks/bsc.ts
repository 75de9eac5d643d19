import type { Network } from '../types.js'

/**
 * BNB Smart Chain (`eip155:56`) as a plain `Network` object (spec §3, §9).
 *
 * @example
 * import { bsc } from '@gangway/core/networks'
 * createModal({ projectId, networks: [bsc] })
 */
export const bsc = {
  id: 56,
  caipNetworkId: 'eip155:56',
  chainNamespace: 'eip155',
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://bsc-dataseed.bnbchain.org'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
  testnet: false,
  assets: { imageId: 'bsc' },
} as const satisfies Network
