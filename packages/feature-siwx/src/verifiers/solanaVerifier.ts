import type { SiwxVerifier } from '../types.js'

/**
 * Verifies Solana (CAIP-122) sessions: the ed25519 signature (base58) of the message's UTF-8
 * bytes by the account's public key (the base58 address). Opt in with
 * `siwxFeature({ verifiers: [solanaVerifier()] })` (the spec's default signs in on eip155 only);
 * the eip155 verifier stays built in. Only this object is in the host's bundle: the check loads
 * with `import()` on first use (base58 and WebCrypto's Ed25519; no curve code is shipped).
 *
 * @example
 * import { siwxFeature, solanaVerifier } from '@gangway/feature-siwx'
 * siwxFeature({ required: true, verifiers: [solanaVerifier()] })
 */
/* @__NO_SIDE_EFFECTS__ */
export function solanaVerifier(): SiwxVerifier {
  return {
    namespace: 'solana',
    verify: (session) => import('./verifyEd25519.js').then((m) => m.verifyEd25519Session(session)),
  }
}
