import type { Network } from '../types.js'

/**
 * Solana Testnet (`solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z`) as a plain `Network` object (spec §3, §9).
 *
 * @example
 * import { solanaTestnet } from '@gangway/core/networks'
 * createModal({ projectId, networks: [solanaTestnet] })
 */
export const solanaTestnet = {
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io/?cluster=testnet' } },
  testnet: true,
  assets: { imageId: 'solana-testnet' },
} as const satisfies Network
