import type { Network } from '../types.js'

/**
 * Solana Devnet (`solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`) as a plain `Network` object (spec §3, §9).
 *
 * @example
 * import { solanaDevnet } from '@gangway/core/networks'
 * createModal({ projectId, networks: [solanaDevnet] })
 */
export const solanaDevnet = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io/?cluster=devnet' } },
  testnet: true,
  assets: { imageId: 'solana-devnet' },
} as const satisfies Network
