import type { Network } from '../types.js'

/**
 * Solana (`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`) as a plain `Network` object (spec §3, §9).
 *
 * @example
 * import { solana } from '@gangway/core/networks'
 * createModal({ projectId, networks: [solana] })
 */
export const solana = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  testnet: false,
  assets: { imageId: 'solana' },
} as const satisfies Network
