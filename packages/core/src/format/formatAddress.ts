import { ADDRESS_HEAD_CHARS, ADDRESS_TAIL_CHARS } from '../constants/constants.js'

/**
 * Shortens an address for display: its first 4 and last 6 characters around an ellipsis
 * (spec §9 "addresses 4 start and 6 end characters"). Addresses too short to gain are unchanged.
 *
 * @example
 * import { formatAddress } from '@gangway/core'
 * formatAddress('0x71C7656EC7ab88b098defB751B7401B5f6d8976F') // '0x71…d8976F'
 */
export function formatAddress(address: string | undefined): string {
  if (!address) return ''
  if (address.length <= ADDRESS_HEAD_CHARS + ADDRESS_TAIL_CHARS + 1) return address
  return `${address.slice(0, ADDRESS_HEAD_CHARS)}…${address.slice(-ADDRESS_TAIL_CHARS)}`
}
