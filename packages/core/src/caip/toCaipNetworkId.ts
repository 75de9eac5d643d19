import { InvalidCaipNetworkIdError } from '../errors/catalogue.js'
import type { CaipNetworkId } from '../types.js'

/**
 * Builds a CAIP-2 network id.
 *
 * @throws InvalidCaipNetworkIdError when a part is empty or contains a colon (spec §5: two parts).
 *
 * @example
 * import { toCaipNetworkId } from '@gangway/core'
 * toCaipNetworkId('eip155', 1) // 'eip155:1'
 */
export function toCaipNetworkId(namespace: string, reference: string | number): CaipNetworkId {
  const ref = String(reference)
  if (!namespace || !ref || namespace.includes(':') || ref.includes(':')) {
    throw new InvalidCaipNetworkIdError({ details: `${namespace}:${ref}` })
  }
  return `${namespace}:${ref}`
}
