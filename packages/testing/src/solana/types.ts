// The Solana test wallet's public types, apart from its code (which needs @solana/web3.js).

import type { WalletStorage } from '../standard/walletParts.js'

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

export type CreateSolanaTestWalletParameters = {
  /** 64-byte secret keys (web3.js `Keypair.secretKey` as numbers); the first is the account shown. */
  accounts: readonly (readonly number[])[]
  /** The local chain's JSON-RPC (signAndSendTransaction sends through it). */
  rpcUrl: string
  /** Default 'Gangway Solana Wallet'. */
  name?: string
  /** A data: URL; default a drawn icon. */
  icon?: string
  /** Wallet Standard chains; default localnet, devnet, testnet, mainnet. */
  chains?: readonly string[]
  /** Whether it signs version 0 transactions; default true. */
  versioned?: boolean
  /** Remembers the site's authorization across reloads (localStorage in a page); default none. */
  storage?: WalletStorage
}
