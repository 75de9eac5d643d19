import * as v from 'valibot'
import {
  type Engine,
  fetchGasPrice as fetchStandardGasPrice,
  fetchSupportedChains,
  getServiceClients,
  HttpRequestError,
  toSafeImageUrl,
} from '../internal/core.js'

// Wire schemas of the data API calls only Send makes (spec §7), as the real server sends them
// (reown-com/blockchain-api; the contract tests hold its recorded shapes). Every answer is
// untrusted: what does not fit is refused, never rendered.
/**
 * The server's `NameAndAddresses` (`bapi:src/database/types.rs`): `attributes` is a string map
 * or `null` (an hstore left NULL); `registered_at`, `updated_at` and `created_at` are dropped.
 */
const ProfileSchema = v.object({
  name: v.pipe(v.string(), v.maxLength(255)),
  addresses: v.record(
    v.string(),
    v.object({ address: v.pipe(v.string(), v.regex(/^[0-9a-zA-Z]{20,100}$/)) }),
  ),
  attributes: v.nullish(
    v.union([v.object({ avatar: v.optional(v.string()) }), v.array(v.unknown())]),
  ),
})
/** With `apiVersion=2` the server answers an unknown name `200 []` (`bapi:…/profile/lookup.rs`). */
const LookupSchema = v.pipe(
  v.unknown(),
  v.transform((answer) => (Array.isArray(answer) && answer.length === 0 ? null : answer)),
  v.nullable(ProfileSchema),
)

/**
 * The data API's standard gas price of a network in wei (spec §7 `GET /v1/convert/gas-price`), or
 * `undefined` when the API does not serve the network or the call fails ("Network not supported
 * for Gas Price", spec §8: the caller falls back to the adapter's own estimate).
 */
export async function fetchGasPrice(
  engine: Engine,
  caipNetworkId: string,
  signal?: AbortSignal,
): Promise<bigint | undefined> {
  try {
    const { http } = await fetchSupportedChains(engine)
    if (!(http as readonly string[]).includes(caipNetworkId)) return undefined
    return await fetchStandardGasPrice(engine, caipNetworkId, signal)
  } catch (error) {
    engine.logger.warn('Send: gas price unavailable', error)
    return undefined
  }
}

/** A name the profile lookup resolved. */
export type NameProfile = { name: string; address: string; avatar: string | undefined }

/**
 * Looks a name up in the name service (spec §7 `GET /v1/profile/account/{name}`, apiVersion 2):
 * its address for `coinType` (ENSIP-11; Ethereum is 60), else 60, else the first it lists.
 *
 * @returns `null` when the service does not know the name (its `200 []` with apiVersion 2; a 404
 * as it answers without).
 * @throws the service's error otherwise (the caller shows the address as invalid).
 */
export async function lookupName(
  engine: Engine,
  name: string,
  params: { coinType?: string; signal?: AbortSignal } = {},
): Promise<NameProfile | null> {
  try {
    const profile = await getServiceClients(engine).api.get(
      `/v1/profile/account/${encodeURIComponent(name)}`,
      {
        query: { apiVersion: 2 },
        schema: LookupSchema,
        ...(params.signal ? { signal: params.signal } : {}),
      },
    )
    if (!profile) return null
    const { addresses } = profile
    const entry =
      (params.coinType ? addresses[params.coinType] : undefined) ??
      addresses['60'] ??
      Object.values(addresses)[0]
    if (!entry) return null
    const attributes = profile.attributes
    const avatar =
      attributes && !Array.isArray(attributes) ? toSafeImageUrl(attributes.avatar) : undefined
    return { name: profile.name, address: entry.address, avatar: avatar ?? undefined }
  } catch (error) {
    if (error instanceof HttpRequestError && error.status === 404) return null
    throw error
  }
}
