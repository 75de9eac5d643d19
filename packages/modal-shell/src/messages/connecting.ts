/**
 * The shell's English messages of the wallet views after first paint: AllWallets, Networks,
 * UnsupportedChain and the connecting views (namespace `shell`).
 */
export const connectingMessages = {} as const
