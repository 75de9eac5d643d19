import type { SiwxVerifier } from '../types.js'

/**
 * Verifies Bitcoin (CAIP-122, `bip122:`) sessions: a BIP-322 "simple" signature (the witness of
 * the virtual `to_sign` transaction, base64) by the account's p2wpkh or p2tr address, or a
 * legacy ECDSA signed message (65 bytes, base64) whose recovered key is the p2wpkh address's.
 * Opt in with `siwxFeature({ verifiers: [bitcoinVerifier()] })`. Only this object is in the
 * host's bundle: the check (@scure/btc-signer, secp256k1) loads with `import()` on first use.
 *
 * @example
 * import { bitcoinVerifier, siwxFeature } from '@gangway/feature-siwx'
 * siwxFeature({ required: true, verifiers: [bitcoinVerifier()] })
 */
/* @__NO_SIDE_EFFECTS__ */
export function bitcoinVerifier(): SiwxVerifier {
  return {
    namespace: 'bip122',
    verify: (session) => import('./verifyBip322.js').then((m) => m.verifyBitcoinSession(session)),
  }
}
