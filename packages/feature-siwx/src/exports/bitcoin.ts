// @gangway/feature-siwx/bitcoin: sign-in with Bitcoin. Its own entry, so a host that never signs
// Bitcoin in has no BIP-322 chunk (@scure/btc-signer, secp256k1) in its build at all.
export { bitcoinVerifier } from '../verifiers/bitcoinVerifier.js'
