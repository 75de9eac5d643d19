import { type Address, getAddress } from 'viem'
import { testAccounts } from '../../chain/testAccounts.js'
import { avatarSvg, svgDataUrl } from './art.js'
import type { WireIdentity } from './wireTypes.js'

/** Names the identity endpoint answers for anvil's accounts #0–#2; everyone else has none. */
const seededIdentities: ReadonlyMap<Address, WireIdentity> = new Map([
  [testAccounts[0]!.address, { name: 'deployer.gangway.eth', avatar: null }],
  [testAccounts[1]!.address, { name: 'alice.gangway.eth', avatar: svgDataUrl(avatarSvg('alice')) }],
  [testAccounts[2]!.address, { name: 'bob.gangway.eth', avatar: null }],
])

/** The seeded name and avatar of an address, or `{ name: null, avatar: null }`. */
export function identityOf(address: Address): WireIdentity {
  return seededIdentities.get(getAddress(address)) ?? { name: null, avatar: null }
}
