// '@gangway/testing/solana': the Solana test wallet itself, for in-process tests (happy-dom,
// Node); it needs the optional peers @solana/web3.js, @noble/curves and bs58. Browser tests use
// installSolanaTestWallet / solanaTestWalletScript from '@gangway/testing' (no peers needed).
export {
  type CreateSolanaTestWalletParameters,
  createSolanaTestWallet,
  type SolanaTestWallet,
} from '../solana/createSolanaTestWallet.js'
export { registerStandardWallet } from '../solana/registerStandardWallet.js'
export type { SolanaTestWalletMode, SolanaTestWalletRequest } from '../solana/types.js'
