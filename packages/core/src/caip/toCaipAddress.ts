import { InvalidCaipAddressError } from '../errors/catalogue.js'
import type { CaipAddress, Network } from '../types.js'

/**
 * Builds the CAIP-10 account id of `address` on `network`.
 *
 * @throws InvalidCaipAddressError when `address` is empty or contains a colon (spec §5: three
 * parts).
 *
 * @example
 * import { toCaipAddress } from '@gangway/core'
 * import { mainnet } from '@gangway/core/networks'
 * toCaipAddress(mainnet, '0xab…') // 'eip155:1:0xab…'
 */
export function toCaipAddress(
  network: Pick<Network, 'caipNetworkId'>,
  address: string,
): CaipAddress {
  if (!address || address.includes(':')) {
    throw new InvalidCaipAddressError({ details: `${network.caipNetworkId}:${address}` })
  }
  return `${network.caipNetworkId}:${address}`
}
