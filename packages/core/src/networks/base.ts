import type { Network } from '../types.js'

/**
 * Base (`eip155:8453`) as a plain `Network` object (spec §3, §9).
 *
 * @example
 * import { base } from '@gangway/core/networks'
 * createModal({ projectId, networks: [base] })
 */
export const base = {
  id: 8453,
  caipNetworkId: 'eip155:8453',
  chainNamespace: 'eip155',
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  testnet: false,
  assets: { imageId: 'base' },
} as const satisfies Network
