/** Bytes to base64 (browsers and Node, no Buffer). */
export function toBase64(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text)
}

/** Base64 to bytes; throws TypeError on anything that is not base64. */
export function fromBase64(text: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw new TypeError('Invalid base64')
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
}
