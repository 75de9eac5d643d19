// The Solana test wallet's public types, apart from its code (which needs @solana/web3.js).

/** How the wallet answers prompts (connect, sign, send). */
export type SolanaTestWalletMode = 'approve' | 'reject' | 'hang'

/** One request the wallet saw, for tests to read. */
export type SolanaTestWalletRequest = {
  method: 'connect' | 'signMessage' | 'signTransaction' | 'signAndSendTransaction' | 'disconnect'
  silent?: boolean
  outcome: 'approved' | 'rejected' | 'hung'
  /** signMessage: the message as text. */
  message?: string
  /** signAndSendTransaction: the signature (base58). */
  signature?: string
  /** Transaction requests: the chain the dapp named and the preflight commitment. */
  chain?: string
  preflightCommitment?: string
}
