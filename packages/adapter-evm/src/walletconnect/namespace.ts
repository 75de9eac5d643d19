import type { RemoteWalletCapability } from '@gangway/core'

/**
 * The EVM adapter's `walletConnect` capability: its methods, events and EIP-1193 session
 * provider load with `import()` only when a pairing or a stored session needs them.
 */
export const EIP155_WALLETCONNECT: RemoteWalletCapability = {
  load: () => import('./eip155Support.js').then((m) => m.eip155Support),
}
