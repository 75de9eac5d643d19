import type { Network } from '../types.js'

/**
 * Polygon (`eip155:137`) as a plain `Network` object (spec §3, §9).
 *
 * @example
 * import { polygon } from '@gangway/core/networks'
 * createModal({ projectId, networks: [polygon] })
 */
export const polygon = {
  id: 137,
  caipNetworkId: 'eip155:137',
  chainNamespace: 'eip155',
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-rpc.com'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
  testnet: false,
  assets: { imageId: 'polygon' },
} as const satisfies Network
