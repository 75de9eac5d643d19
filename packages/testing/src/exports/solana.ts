// '@gangway/testing/solana': the Solana test wallet itself, for in-process tests (happy-dom,
// Node); it needs the optional peers @solana/web3.js, @noble/curves and bs58. Its types come
// from '@gangway/testing'. Browser tests use installSolanaTestWallet / solanaTestWalletScript
// from '@gangway/testing' (no peers needed).
export { createSolanaTestWallet, type SolanaTestWallet } from '../solana/createSolanaTestWallet.js'
export { registerStandardWallet } from '../standard/registerStandardWallet.js'
