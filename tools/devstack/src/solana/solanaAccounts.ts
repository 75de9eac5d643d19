import { createHash } from 'node:crypto'
import { Keypair } from '@solana/web3.js'

/** A funded account of the local Solana chain. */
export type SolanaTestAccount = {
  /** Base58 public key. */
  address: string
  /** The 64-byte ed25519 secret key (seed + public key), as web3.js `Keypair.fromSecretKey` takes it. */
  secretKey: number[]
}

// Derived from fixed seeds, so the same addresses come back on every start (tests and the
// wallet's localStorage can name them).
const keypairOf = (label: string) =>
  Keypair.fromSeed(createHash('sha256').update(`gangway-devstack-solana:${label}`).digest())

/** The account keys: #0 pays for fixtures (mint authority), #1 and #2 are the test wallet's. */
export const solanaKeypairs: readonly Keypair[] = [0, 1, 2, 3].map((i) => keypairOf(`account-${i}`))

/** The SPL mint's own key (a fixed address). */
export const solanaMintKeypair: Keypair = keypairOf('mint-tusd')

/** The accounts as plain data (for state files and the browser wallet). */
export const solanaTestAccounts: readonly SolanaTestAccount[] = solanaKeypairs.map((k) => ({
  address: k.publicKey.toBase58(),
  secretKey: [...k.secretKey],
}))
