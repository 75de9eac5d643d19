/*
 * Recorded shapes of the name service's found answer (`NameAndAddresses`,
 * bapi:src/database/types.rs), for the feature packages' contract tests. chrono's
 * DateTime<Utc> serialises as RFC 3339 with 'Z' and as many fraction digits as it needs
 * (Postgres `now()` keeps microseconds).
 */

/** The `registered_at` / `created_at` the recorded answers carry. */
export const RECORDED_PROFILE_AT = '2025-10-09T08:53:20.123456Z'

/**
 * The three forms a found name comes in, for `address`:
 * - `nullAttributes`: an hstore column left NULL, `Option<Json<HashMap>>` serialised as `null`;
 * - `registered`: what bapi:src/handlers/profile/register.rs stores (`attributes` `{}`, the coin
 *   type asked for plus 60, which it adds; bapi:src/database/helpers.rs `hstore_to_json`);
 * - `withBio`: bapi:src/handlers/profile/mod.rs SUPPORTED_ATTRIBUTES (`bio`).
 *
 * @example
 * const { nullAttributes } = recordedProfiles('0x7099…79C8')
 */
export function recordedProfiles(address: string) {
  const at = RECORDED_PROFILE_AT
  const nullAttributes = {
    name: 'alice.reown.id',
    registered_at: at,
    updated_at: at,
    attributes: null,
    addresses: { '60': { address, created_at: at } },
  }
  return {
    nullAttributes,
    registered: {
      name: 'abcd.reown.id',
      registered_at: '2025-10-09T08:53:20Z',
      updated_at: '2025-10-09T08:53:20Z',
      attributes: {},
      addresses: {
        '2147483649': { address, created_at: at },
        '60': { address, created_at: at },
      },
    },
    withBio: { ...nullAttributes, attributes: { bio: 'gm' } },
  }
}
