// '@gangway/testing/bitcoin': the Bitcoin test wallet itself, for in-process tests (happy-dom,
// Node), and its message signers; it needs the optional peers @scure/btc-signer, @noble/curves
// and @noble/hashes. Its types come from '@gangway/testing'. Browser tests use
// installBitcoinTestWallet / bitcoinTestWalletScript from '@gangway/testing' (no peers needed).
export { signBip322, signEcdsaMessage } from '../bitcoin/bitcoinMessage.js'
export {
  type BitcoinTestWallet,
  createBitcoinTestWallet,
} from '../bitcoin/createBitcoinTestWallet.js'
