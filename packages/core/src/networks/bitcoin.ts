import type { Network } from '../types.js'

/**
 * Bitcoin (`bip122:000000000019d6689c085ae165831e93`) as a plain `Network` object (spec §3, §9).
 *
 * @example
 * import { bitcoin } from '@gangway/core/networks'
 * createModal({ projectId, networks: [bitcoin] })
 */
export const bitcoin = {
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  // An Esplora REST endpoint (balances, fee rates, broadcast); Bitcoin has no public JSON-RPC.
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
  testnet: false,
  assets: { imageId: 'bitcoin' },
} as const satisfies Network
