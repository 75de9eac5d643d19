import { keccak_256 } from '@noble/hashes/sha3'
import type { ChainNamespace } from '../internal/core.js'

/** What the receiver field holds, before any lookup. */
export type ParsedReceiver =
  | { kind: 'empty' }
  | { kind: 'address'; address: string }
  | { kind: 'invalid'; checksum?: true }
  | { kind: 'name'; name: string }

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const BITCOIN = /^(?:(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}|[13mn2][1-9A-HJ-NP-Za-km-z]{25,34})$/
// A name a name service may know: dot-separated labels of letters, digits and hyphens.
const NAME = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+$/u

/**
 * The EIP-55 checksummed form of a hex address.
 *
 * @example
 * toChecksumAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')
 * // '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase()
  const hash = keccak_256(new TextEncoder().encode(hex))
  let out = '0x'
  for (let i = 0; i < 40; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0xf
    out += nibble >= 8 ? hex[i]!.toUpperCase() : hex[i]!
  }
  return out
}

/**
 * Whether a hex address passes EIP-55: all-lowercase and all-uppercase carry no checksum and
 * pass; a mixed-case one must match its checksum exactly (one wrong letter = a typo that loses
 * the funds).
 */
export function hasValidChecksum(address: string): boolean {
  const body = address.slice(2)
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true
  return toChecksumAddress(address) === address
}

/**
 * Reads the receiver field for a namespace: an address of the family, a name to look up, or
 * invalid (with `checksum` when an EVM address has a mixed-case checksum that does not match).
 *
 * @example
 * parseReceiver('alice.reown.id', 'eip155') // { kind: 'name', name: 'alice.reown.id' }
 */
export function parseReceiver(input: string, namespace: ChainNamespace): ParsedReceiver {
  const value = input.trim()
  if (!value) return { kind: 'empty' }
  if (namespace === 'eip155' && /^0x/i.test(value)) {
    if (!HEX_ADDRESS.test(value)) return { kind: 'invalid' }
    if (!hasValidChecksum(value)) return { kind: 'invalid', checksum: true }
    return { kind: 'address', address: toChecksumAddress(value) }
  }
  if (namespace === 'solana' && BASE58.test(value)) return { kind: 'address', address: value }
  if (namespace === 'bip122' && BITCOIN.test(value)) return { kind: 'address', address: value }
  if (NAME.test(value)) return { kind: 'name', name: value.toLowerCase() }
  if (!['eip155', 'solana', 'bip122'].includes(namespace) && !/\s/.test(value))
    return { kind: 'address', address: value }
  return { kind: 'invalid' }
}

/** The same account, whatever the case (EVM addresses are case-insensitive). */
export function sameAddress(a: string | undefined, b: string | undefined): boolean {
  return Boolean(a && b && a.toLowerCase() === b.toLowerCase())
}
