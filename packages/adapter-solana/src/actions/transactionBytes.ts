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

/** The message of a serialized transaction (what its signatures sign). */
export function transactionMessage(bytes: Uint8Array): Uint8Array {
  return bytes.subarray(messageOffset(bytes))
}

/**
 * A copy of a serialized transaction with `signature` (64 bytes) in the slot of `signer` (the
 * 32-byte public key among the message's required signers): what a wallet answering only
 * `{ signature }` leaves to the dapp.
 *
 * @throws RangeError when `signer` is not a required signer of the message
 */
export function withSignature(
  bytes: Uint8Array,
  signer: Uint8Array,
  signature: Uint8Array,
): Uint8Array {
  if (signature.length !== 64) throw new RangeError('A signature has 64 bytes')
  const start = messageOffset(bytes)
  // A version 0 message starts with its version prefix byte; a legacy one with its header.
  let at = start + (bytes[start]! & 0x80 ? 1 : 0)
  const required = bytes[at]!
  at += 3
  const [keys, read] = compactU16(bytes, at)
  at += read
  for (let i = 0; i < Math.min(required, keys); i++) {
    const key = bytes.subarray(at + i * 32, at + (i + 1) * 32)
    if (key.length === 32 && key.every((b, j) => b === signer[j])) {
      const copy = bytes.slice()
      copy.set(signature, compactU16(bytes, 0)[1] + i * 64)
      return copy
    }
  }
  throw new RangeError('The signer is not a required signer of the transaction')
}
