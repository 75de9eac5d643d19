/** EVM's 0x000…000 (20 zero bytes), and Solana's all-zero public key (32 zero bytes in base58). */
const ZERO = /^(?:0x0{40}|1{32})$/i

/**
 * Whether `address` is the zero address: nobody holds its key, so whatever is sent there is
 * burnt. Send warns on the review step and asks for an explicit confirmation (issue 36 §3).
 *
 * @example
 * isZeroAddress('0x0000000000000000000000000000000000000000') // true
 */
export function isZeroAddress(address: string | undefined): boolean {
  return ZERO.test(address?.trim() ?? '')
}
