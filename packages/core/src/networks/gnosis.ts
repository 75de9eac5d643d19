import type { Network } from '../types.js'

/**
 * Gnosis (`eip155:100`) as a plain `Network` object (spec §3, §9).
 *
 * @example
 * import { gnosis } from '@gangway/core/networks'
 * createModal({ projectId, networks: [gnosis] })
 */
export const gnosis = {
  id: 100,
  caipNetworkId: 'eip155:100',
  chainNamespace: 'eip155',
  name: 'Gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.gnosischain.com'] } },
  blockExplorers: { default: { name: 'Gnosisscan', url: 'https://gnosisscan.io' } },
  testnet: false,
  assets: { imageId: 'gnosis' },
} as const satisfies Network
