import { getAddress } from 'viem'
import { testAccounts } from '../../chain/testAccounts.js'
import { avatarSvg, svgDataUrl } from './art.js'
import type { WireProfileAccount } from './wireTypes.js'

/** When the seeded names were registered (a fixed time, so answers are deterministic). */
const REGISTERED = 1_760_000_000

const seed = (name: string, account: number, avatar?: string): WireProfileAccount => ({
  name,
  registered: REGISTERED,
  updated: REGISTERED,
  addresses: {
    '60': { address: getAddress(testAccounts[account]!.address), created: String(REGISTERED) },
  },
  attributes: avatar ? { avatar } : {},
})

/**
 * The names the profile lookup (`/v1/profile/account/{name}`) knows: the name service's own
 * suffixes (spec §9 ".reown.id and legacy .wcn.id") and the identity names of accounts #0–#2,
 * so a Send receiver can be typed as a name and lands on a known dev account.
 */
export const seededProfiles: readonly WireProfileAccount[] = [
  seed('alice.reown.id', 1, svgDataUrl(avatarSvg('alice'))),
  seed('bob.reown.id', 2),
  seed('carol.wcn.id', 3),
  seed('deployer.gangway.eth', 0),
  seed('alice.gangway.eth', 1, svgDataUrl(avatarSvg('alice'))),
  seed('bob.gangway.eth', 2),
]
