import type { Network } from '../types.js'

/**
 * Bitcoin Testnet (`bip122:000000000933ea01ad0ee984209779ba`) as a plain `Network` object (spec §3, §9).
 *
 * @example
 * import { bitcoinTestnet } from '@gangway/core/networks'
 * createModal({ projectId, networks: [bitcoinTestnet] })
 */
export const bitcoinTestnet = {
  id: '000000000933ea01ad0ee984209779ba',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  // An Esplora REST endpoint (balances, fee rates, broadcast); Bitcoin has no public JSON-RPC.
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
  assets: { imageId: 'bitcoin-testnet' },
} as const satisfies Network
