/*
 * Reading a serialized transaction without web3.js: its signature count, its version, its
 * fee payer. Enough to refuse a v0 transaction for a legacy-only wallet before anything loads.
 */

/** A compact-u16 (Solana's short vector length) at `offset`: [value, bytes read]. */
function compactU16(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i]
    if (byte === undefined) throw new RangeError('Truncated transaction')
    value |= (byte & 0x7f) << (7 * i)
    if ((byte & 0x80) === 0) return [value, i + 1]
  }
  return [value, 3]
}

/** The offset of the message in a serialized transaction (after its signatures). */
function messageOffset(bytes: Uint8Array): number {
  const [count, read] = compactU16(bytes, 0)
  const offset = read + count * 64
  if (offset >= bytes.length) throw new RangeError('Truncated transaction')
  return offset
}

/** `'legacy'` or the version number of a serialized transaction. */
export function transactionVersion(bytes: Uint8Array): 'legacy' | number {
  const prefix = bytes[messageOffset(bytes)]!
  return prefix & 0x80 ? prefix & 0x7f : 'legacy'
}
