/*
 * Signing and sending serialized transactions, one chunk loaded on first use (no web3.js: bs58
 * and the byte reader are enough). Building transfers needs web3.js: that is `web3.ts`.
 */
export { describeSolanaRequest } from '../describe/describeSolanaRequest.js'
export { handleUnsafe } from './handleUnsafe.js'
export { sendSolanaTransaction } from './sendSolanaTransaction.js'
export { signSolanaMessage } from './signSolanaMessage.js'
