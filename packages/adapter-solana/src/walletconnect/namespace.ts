import type { RemoteWalletCapability } from '@gangway/core'

/**
 * The Solana adapter's `walletConnect` capability: the solana namespace's methods, events and
 * session provider load with `import()` only when a pairing or a stored session needs them.
 */
export const SOLANA_WALLETCONNECT: RemoteWalletCapability = {
  load: () => import('./solanaSupport.js').then((m) => m.solanaSupport),
}
