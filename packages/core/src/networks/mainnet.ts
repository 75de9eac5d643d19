import type { Network } from '../types.js'

/**
 * Ethereum (`eip155:1`) as a plain `Network` object (spec §3, §9).
 *
 * @example
 * import { mainnet } from '@gangway/core/networks'
 * createModal({ projectId, networks: [mainnet] })
 */
export const mainnet = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  testnet: false,
  assets: { imageId: 'ethereum' },
} as const satisfies Network
