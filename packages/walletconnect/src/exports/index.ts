// Public API of @gangway/walletconnect: only the tiny descriptor (and types). Everything else
// loads behind its `import()`; the exports test snapshots this list.

export type { WalletConnectOptions, WalletConnectStorage } from '../types.js'
export { walletConnect } from '../walletConnect.js'
