import { base58 } from '@scure/base'
import type { SiwxSession } from '../types.js'

/** The bytes of a base58 string of exactly `length` bytes, `undefined` for anything else. */
function decode(value: string, length: number): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[1-9A-HJ-NP-Za-km-z]{1,128}$/.test(value)) return undefined
  try {
    const bytes = base58.decode(value)
    // A copy on its own ArrayBuffer, as WebCrypto's BufferSource wants.
    return bytes.length === length ? new Uint8Array(bytes) : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether `session.signature` (base58, 64 bytes) is the ed25519 signature of the UTF-8 bytes of
 * `session.message` by the public key `session.data.accountAddress` (base58, 32 bytes). A
 * malformed key or signature is `false` (never a throw, which would keep the session as
 * "unknown").
 */
export async function verifyEd25519Session(session: SiwxSession): Promise<boolean> {
  const key = decode(session.data.accountAddress, 32)
  const signature = decode(session.signature, 64)
  if (!key || !signature) return false
  const message = new TextEncoder().encode(session.message)
  // WebCrypto's Ed25519 (Chromium 137+, Firefox 129+, Safari 17+, Node 18.4+): no curve code to
  // ship. Where it is missing the check throws, so a stored session is kept as "unknown" (never
  // deleted) and a new sign-in fails with 'The signature is not valid'.
  const subtle = globalThis.crypto.subtle
  const imported = await subtle.importKey('raw', key, { name: 'Ed25519' }, false, ['verify'])
  return subtle.verify({ name: 'Ed25519' }, imported, signature, message)
}
