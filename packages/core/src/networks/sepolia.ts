import type { Network } from '../types.js'

/**
 * Sepolia (`eip155:11155111`) as a plain `Network` object (spec §3, §9).
 *
 * @example
 * import { sepolia } from '@gangway/core/networks'
 * createModal({ projectId, networks: [sepolia] })
 */
export const sepolia = {
  id: 11155111,
  caipNetworkId: 'eip155:11155111',
  chainNamespace: 'eip155',
  name: 'Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia.drpc.org'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  testnet: true,
  assets: { imageId: 'sepolia' },
} as const satisfies Network
