import { InvalidCaipAddressError } from '../errors/catalogue.js'
import type { CaipNetworkId, ChainNamespace } from '../types.js'

/** What `parseCaipAddress` returns. */
export type ParsedCaipAddress = {
  namespace: ChainNamespace | (string & {})
  reference: string
  address: string
  caipNetworkId: CaipNetworkId
}

/**
 * Splits a CAIP-10 account id into its parts.
 *
 * Spec §5: "Account addresses: three colon-separated parts … else 'Invalid CAIP-10 address'".
 *
 * @throws InvalidCaipAddressError unless `value` is exactly three non-empty colon-separated parts.
 *
 * @example
 * import { parseCaipAddress } from '@gangway/core'
 * parseCaipAddress('eip155:1:0xab…') // { namespace: 'eip155', reference: '1', address: '0xab…', caipNetworkId: 'eip155:1' }
 */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [namespace, reference, address] = parts
  if (parts.length !== 3 || !namespace || !reference || !address) {
    throw new InvalidCaipAddressError({ details: String(value) })
  }
  return { namespace, reference, address, caipNetworkId: `${namespace}:${reference}` }
}
