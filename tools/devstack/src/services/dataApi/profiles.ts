import { getAddress } from 'viem'
import { testAccounts } from '../../chain/testAccounts.js'
import { avatarSvg, svgDataUrl } from './art.js'
import type { WireNameAndAddresses } from './wireTypes.js'

/**
 * A time as the server's chrono `DateTime<Utc>` serialises it: RFC 3339 in UTC with as many
 * fraction digits as the value needs (none, 3, 6), Postgres keeping microseconds.
 *
 * @example
 * chronoTime(1_760_000_000_000) // '2025-10-09T08:53:20Z'
 * chronoTime(1_760_000_000_000, 123_456) // '2025-10-09T08:53:20.123456Z'
 */
export function chronoTime(ms: number, microsOfSecond?: number): string {
  const whole = new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19)
  const micros = microsOfSecond ?? (ms % 1000) * 1000
  if (micros === 0) return `${whole}Z`
  if (micros % 1000 === 0) return `${whole}.${String(micros / 1000).padStart(3, '0')}Z`
  return `${whole}.${String(micros).padStart(6, '0')}Z`
}

/** When the seeded names were registered (fixed, so answers are deterministic; Postgres µs). */
const REGISTERED = chronoTime(1_760_000_000_000, 123_456)

const seed = (
  name: string,
  account: number,
  attributes: WireNameAndAddresses['attributes'],
): WireNameAndAddresses => ({
  name,
  registered_at: REGISTERED,
  updated_at: REGISTERED,
  attributes,
  addresses: {
    '60': { address: getAddress(testAccounts[account]!.address), created_at: REGISTERED },
  },
})

/**
 * The names the profile lookup (`/v1/profile/account/{name}`) knows, in the name service's own
 * zones (spec §9 ".reown.id and legacy .wcn.id"; the server refuses a lookup outside them): a
 * name with an avatar attribute, one whose attributes are NULL (the server's `null`) and one
 * registered without attributes (`{}`), so a Send receiver can be typed as a name and lands on a
 * known dev account.
 */
export const seededProfiles: readonly WireNameAndAddresses[] = [
  seed('alice.reown.id', 1, { avatar: svgDataUrl(avatarSvg('alice')) }),
  seed('bob.reown.id', 2, null),
  seed('carol.wcn.id', 3, {}),
]
