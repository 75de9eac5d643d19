import * as v from 'valibot'
import { NameMismatchError } from '../errors.js'
import {
  type ChainNamespace,
  ENS_CHAIN_ID,
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

/** ENSIP-19's default EVM coin type (`0x80000000`, chain id 0): an address for every EVM chain. */
const DEFAULT_EVM_COIN_TYPE = '2147483648'

/**
 * The coin types (ENSIP-9/ENSIP-11) a name's address is read under on a network, in ENSIP-19's
 * order: for an EVM chain its own coin type (`0x80000000 | chainId`; Ethereum, chain 1, is 60),
 * then the default EVM coin type. Mainnet's 60 is never a fallback on another chain (ENSIP-19
 * "Deprecating use of mainnet primary ENS name on other chains": a contract account there may
 * not exist on this chain), nor is another chain's address. Solana reads 501 and Bitcoin 0
 * (SLIP-44), with no fallback; any other family has none.
 *
 * @example
 * nameCoinTypes('eip155', 8453) // ['2147492101', '2147483648']
 * nameCoinTypes('eip155', 1) // ['60', '2147483648']
 */
export function nameCoinTypes(namespace: ChainNamespace, chainId: string | number): string[] {
  if (namespace === 'solana') return ['501']
  if (namespace === 'bip122') return ['0']
  if (namespace !== 'eip155') return []
  const id = Number(chainId)
  if (!Number.isInteger(id) || id < 1 || id > 0x7fffffff) return []
  return [id === ENS_CHAIN_ID ? '60' : String((0x80000000 | id) >>> 0), DEFAULT_EVM_COIN_TYPE]
}

/**
 * Looks a name up in the name service (spec §7 `GET /v1/profile/account/{name}`, apiVersion 2)
 * and reads its address under the first of `coinTypes` it lists (see `nameCoinTypes`); never
 * an address listed for another coin type.
 *
 * @returns `null` when the service does not know the name (its `200 []` with apiVersion 2; a 404
 * as it answers without) or lists no address under `coinTypes`.
 * @throws NameMismatchError when the service answers another name than the one asked;
 * the service's error otherwise (the caller shows the name as not found).
 */
export async function lookupName(
  engine: Engine,
  name: string,
  params: { coinTypes: readonly string[]; signal?: AbortSignal },
): Promise<NameProfile | null> {
  if (params.coinTypes.length === 0) return null
  let profile: v.InferOutput<typeof LookupSchema>
  try {
    profile = await getServiceClients(engine).api.get(
      `/v1/profile/account/${encodeURIComponent(name)}`,
      {
        query: { apiVersion: 2 },
        schema: LookupSchema,
        ...(params.signal ? { signal: params.signal } : {}),
      },
    )
  } catch (error) {
    if (error instanceof HttpRequestError && error.status === 404) return null
    throw error
  }
  if (!profile) return null
  if (profile.name.toLowerCase() !== name.toLowerCase())
    throw new NameMismatchError({ asked: name, answered: profile.name })
  const { addresses } = profile
  const coinType = params.coinTypes.find((type) => Object.hasOwn(addresses, type))
  const entry = coinType === undefined ? undefined : addresses[coinType]
  if (!entry) return null
  const attributes = profile.attributes
  const avatar =
    attributes && !Array.isArray(attributes) ? toSafeImageUrl(attributes.avatar) : undefined
  return { name: profile.name, address: entry.address, avatar: avatar ?? undefined }
}
