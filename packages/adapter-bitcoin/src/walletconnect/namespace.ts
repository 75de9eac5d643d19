import type { RemoteWalletCapability } from '@gangway/core'

/**
 * The Bitcoin adapter's `walletConnect` capability: the bip122 namespace's methods, events and
 * session provider load with `import()` only when a pairing or a stored session needs them.
 */
export const BITCOIN_WALLETCONNECT: RemoteWalletCapability = {
  load: () => import('./bitcoinSupport.js').then((m) => m.bitcoinSupport),
}
