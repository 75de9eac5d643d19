/**
 * The ids the wallet-list emulator has images for under `/public/…`: network assets (the
 * `assets.imageId` of core's networks), fiat currencies (ISO codes) and token symbols
 * (currency and token ids match case-insensitively).
 */
export const publicImageIds = {
  asset: [
    'ethereum',
    'base',
    'optimism',
    'arbitrum',
    'polygon',
    'bsc',
    'avalanche',
    'zksync',
    'gnosis',
    'sepolia',
    'solana',
    'solana-testnet',
    'solana-devnet',
    'bitcoin',
    'bitcoin-testnet',
  ],
  currency: ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'BRL', 'INR', 'SGD'],
  token: ['ETH', 'WETH', 'USDC', 'USDT', 'DAI', 'WBTC', 'SOL', 'BTC', 'TUSD', 'GWAY', 'OP', 'POL'],
} as const satisfies Record<string, readonly string[]>
