const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * A random alphanumeric nonce from the platform's cryptographic source (`crypto.getRandomValues`),
 * without modulo bias (bytes ≥ 248 are drawn again). 16 characters ≈ 95 bits.
 */
export function generateNonce(length = 16): string {
  let nonce = ''
  const bytes = new Uint8Array(length * 2)
  while (nonce.length < length) {
    crypto.getRandomValues(bytes)
    for (const byte of bytes) {
      if (byte < 248 && nonce.length < length) nonce += ALPHABET[byte % 62]
    }
  }
  return nonce
}
