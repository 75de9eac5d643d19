import type { Engine as HostEngine } from '@gangway/core'
import { internal } from '@gangway/core/internal'
import {
  lookupAddressNames as lookupAddressNamesOf,
  lookupName as lookupNameOf,
  type NameProfile,
} from './service/nameService.js'

export type { NameProfile }

/**
 * Looks a name up in the name service (spec §7 `GET /v1/profile/account/{name}`, apiVersion 2).
 *
 * @param engine The modal's engine (`modal.engine`).
 * @returns The profile (its name and addresses by ENSIP-11 coin type), or `null` when unknown.
 * @throws ResolveNameError 'Error resolving name' when the service fails.
 * @example
 * import { lookupName } from '@gangway/feature-names'
 * const profile = await lookupName(modal.engine, 'alice.reown.id')
 */
export function lookupName(engine: HostEngine, name: string): Promise<NameProfile | null> {
  return lookupNameOf(internal(engine), name)
}

/**
 * The names of an address (spec §7 `GET /v1/profile/reverse/{address}`), in every zone.
 *
 * @param engine The modal's engine (`modal.engine`).
 * @throws AddressNamesError 'Error fetching names for address' when the service fails.
 * @example
 * import { lookupAddressNames } from '@gangway/feature-names'
 * const [first] = await lookupAddressNames(modal.engine, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
 */
export function lookupAddressNames(engine: HostEngine, address: string): Promise<NameProfile[]> {
  return lookupAddressNamesOf(internal(engine), address)
}
