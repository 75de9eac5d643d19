/*
 * The adapter's web3.js part, one chunk loaded on first use (a signature, a send, a transfer
 * estimate): discovery, connecting and balances never load it.
 */
export { legacyCodec } from './codec.js'
export { handleUnsafe } from './handleUnsafe.js'
export { sendSolanaTransaction } from './sendSolanaTransaction.js'
export { signSolanaMessage } from './signSolanaMessage.js'
export { estimateTransfer, sendTransfer } from './transfer.js'
