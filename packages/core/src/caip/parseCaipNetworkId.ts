import { InvalidCaipNetworkIdError } from '../errors/catalogue.js'
import type { ChainNamespace } from '../types.js'

/** What `parseCaipNetworkId` returns. */
export type ParsedCaipNetworkId = { namespace: ChainNamespace | (string & {}); reference: string }

/**
 * Splits a CAIP-2 network id into namespace and reference.
 *
 * Spec §5: "network ids: two parts; else … 'Invalid CAIP-2 network id'".
 *
 * @throws InvalidCaipNetworkIdError unless `value` is exactly two non-empty colon-separated parts.
 *
 * @example
 * import { parseCaipNetworkId } from '@gangway/core'
 * parseCaipNetworkId('eip155:8453') // { namespace: 'eip155', reference: '8453' }
 */
export function parseCaipNetworkId(value: string): ParsedCaipNetworkId {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [namespace, reference] = parts
  if (parts.length !== 2 || !namespace || !reference) {
    throw new InvalidCaipNetworkIdError({ details: String(value) })
  }
  return { namespace, reference }
}
