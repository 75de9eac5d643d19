// The Bitcoin test wallet's public types, apart from its code (which needs @scure/btc-signer).

import type { WalletStorage } from '../standard/walletParts.js'

/** One regtest key of the test wallet: a p2wpkh payment address or a p2tr ordinals address. */
export type BitcoinTestKey = {
  purpose: 'payment' | 'ordinals'
  addressType: 'p2wpkh' | 'p2tr'
  address: string
  /** Compressed public key (33 bytes hex); for p2tr the x-only key is its last 32 bytes. */
  publicKey: string
  /** Dev key only, never a real one. */
  privateKey: string
}

/** A test wallet account: one payment key and one ordinals key. */
export type BitcoinTestAccount = { payment: BitcoinTestKey; ordinals: BitcoinTestKey }

/**
 * How the wallet answers prompts: `unsigned` approves but hands PSBTs back without a signature
 * (the anchor once reported such a PSBT as signed).
 */
export type BitcoinTestWalletMode = 'approve' | 'reject' | 'hang' | 'unsigned'

/** One request the wallet saw, for tests to read. */
export type BitcoinTestWalletRequest = {
  method: 'connect' | 'signMessage' | 'signTransaction' | 'disconnect'
  outcome: 'approved' | 'rejected' | 'hung' | 'unsigned'
  purposes?: string[]
  message?: string
  protocol?: string
  /** signTransaction: the input indexes signed (empty when `unsigned`). */
  signed?: number[]
  chain?: string
}

export type CreateBitcoinTestWalletParameters = {
  /** The regtest accounts it holds; the first is shown. */
  accounts: readonly BitcoinTestAccount[]
  /** Default 'Gangway Bitcoin Wallet'. */
  name?: string
  /** Wallet Standard chains; default `bitcoin:regtest`. */
  chains?: readonly string[]
  /** Remembers the site's authorization across reloads (localStorage in a page). */
  storage?: WalletStorage
}
