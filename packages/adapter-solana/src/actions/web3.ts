/*
 * The adapter's @solana/web3.js part, one chunk loaded on first use of a transfer (or of a
 * legacy wallet's transaction signing, which takes web3.js objects): discovery, connecting,
 * balances, message signing and sending a serialized transaction never load it.
 */
export { legacyCodec } from './codec.js'
export { estimateTransfer, sendTransfer } from './transfer.js'
