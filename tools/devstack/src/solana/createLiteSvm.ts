/*
 * litesvm 1.x, spoken to in web3.js 1.x types.
 *
 * Why 1.x: litesvm 0.7 / 0.8's linux-x64-gnu binding aborts its process with `std::bad_alloc`
 * after a few associated-token-account creations (LiteSVM/litesvm#171; measured here: 0.8 aborted
 * within 60 SPL sends with an ATA creation in 3 runs out of 3, 1.5 ran 300 without a fault).
 * litesvm 1.x's own wrapper takes @solana/kit types; the devstack (and the web3.js clients it
 * serves) speak web3.js 1.x, so this wraps 1.x's byte-level binding instead.
 */
import { PublicKey, type VersionedTransaction } from '@solana/web3.js'
// The binding without the kit wrapper (litesvm has no exports map; these are its own files).
import {
  Account,
  FailedTransactionMetadata,
  LiteSvm,
  type SimulatedTransactionInfo,
  type TransactionMetadata,
} from 'litesvm/dist/internal.js'

export { FailedTransactionMetadata }

/** An account as web3.js reads it. */
export type SvmAccount = {
  lamports: number
  data: Uint8Array
  owner: PublicKey
  executable: boolean
}

/** A litesvm instance with the standard builtins, sysvars, precompiles and SPL programs. */
export function createLiteSvm() {
  const svm = new LiteSvm()
  return {
    airdrop: (address: PublicKey, lamports: bigint) => svm.airdrop(address.toBytes(), lamports),
    minimumBalanceForRentExemption: (size: bigint) => svm.minimumBalanceForRentExemption(size),
    setAccount(address: PublicKey, account: Omit<SvmAccount, 'lamports'> & { lamports: number }) {
      svm.setAccount(
        address.toBytes(),
        new Account(
          BigInt(account.lamports),
          account.data,
          account.owner.toBytes(),
          account.executable,
          0n,
        ),
      )
    },
    getAccount(address: PublicKey): SvmAccount | null {
      const account = svm.getAccount(address.toBytes())
      if (!account) return null
      return {
        lamports: Number(account.lamports()),
        data: account.data(),
        owner: new PublicKey(account.owner()),
        executable: account.executable(),
      }
    },
    getBalance: (address: PublicKey) => svm.getBalance(address.toBytes()),
    latestBlockhash: () => svm.latestBlockhash(),
    expireBlockhash: () => svm.expireBlockhash(),
    warpToSlot: (slot: bigint) => svm.warpToSlot(slot),
    // The versioned entry points read legacy transactions too (the same wire format).
    sendTransaction: (tx: VersionedTransaction): TransactionMetadata | FailedTransactionMetadata =>
      svm.sendVersionedTransaction(tx.serialize()),
    simulateTransaction: (
      tx: VersionedTransaction,
    ): SimulatedTransactionInfo | FailedTransactionMetadata =>
      svm.simulateVersionedTransaction(tx.serialize()),
  }
}
