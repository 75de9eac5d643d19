import type { Network } from '../types.js'

/**
 * OP Mainnet (`eip155:10`) as a plain `Network` object (spec §3, §9).
 *
 * @example
 * import { optimism } from '@gangway/core/networks'
 * createModal({ projectId, networks: [optimism] })
 */
export const optimism = {
  id: 10,
  caipNetworkId: 'eip155:10',
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: {
    default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
  },
  testnet: false,
  assets: { imageId: 'optimism' },
} as const satisfies Network
