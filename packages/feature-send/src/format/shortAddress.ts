/** An address shortened to its first 4 and last 4 characters ('0x12…cdef'). */
export function shortAddress(address: string): string {
  return address.length <= 9 ? address : `${address.slice(0, 4)}…${address.slice(-4)}`
}
