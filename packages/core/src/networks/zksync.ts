import type { Network } from '../types.js'

/**
 * ZKsync (`eip155:324`) as a plain `Network` object (spec §3, §9).
 *
 * @example
 * import { zksync } from '@gangway/core/networks'
 * createModal({ projectId, networks: [zksync] })
 */
export const zksync = {
  id: 324,
  caipNetworkId: 'eip155:324',
  chainNamespace: 'eip155',
  name: 'ZKsync',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.era.zksync.io'] } },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' } },
  testnet: false,
  assets: { imageId: 'zksync' },
} as const satisfies Network
