import { Transaction, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import type { LegacyCodec } from '../wallet/legacyWallet.js'
import { transactionVersion } from './transactionBytes.js'

/** Bytes to the web3.js objects a legacy wallet signs (a `Transaction` for legacy bytes). */
export const legacyCodec: LegacyCodec = {
  decode: (bytes) =>
    transactionVersion(bytes) === 'legacy'
      ? Transaction.from(bytes)
      : VersionedTransaction.deserialize(bytes),
  decodeBase58: (text) => bs58.decode(text),
}
