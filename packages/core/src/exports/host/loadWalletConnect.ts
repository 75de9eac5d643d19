import type { HostAction } from '../../engine/hostEngine.js'
import {
  hasWalletConnect as hasWalletConnectAction,
  loadWalletConnect as loadWalletConnectAction,
} from '../../walletconnect/loadWalletConnect.js'

/** Remote wallets, headless use of `@gangway/walletconnect`. `hasWalletConnect` as hosts call it, with the read-only host `Engine` (the same function). */
export const hasWalletConnect = hasWalletConnectAction as HostAction<typeof hasWalletConnectAction>
/** `loadWalletConnect` as hosts call it, with the read-only host `Engine` (the same function). */
export const loadWalletConnect = loadWalletConnectAction as HostAction<
  typeof loadWalletConnectAction
>
