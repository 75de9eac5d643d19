import { IDENTITY_CACHE_MS } from '../../constants/constants.js'
import type { Engine } from '../../engine/types.js'
import { InvalidAddressError } from '../../errors/catalogue.js'
import type { CaipNetworkId, Identity } from '../../types.js'
import { getServiceClients } from '../getServiceClients.js'
import { PLAIN_ADDRESS } from './address.js'
import { IdentitySchema } from './identitySchemas.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import { dataApiState, once } from './state.js'

/** What `fetchIdentity` accepts. */
export type FetchIdentityParameters = {
  /** The address to name (plain, not CAIP-10). */
  address: string
  /** The network the account is on; no request (and no name) when the API does not serve it. */
  chainId?: CaipNetworkId | undefined
  /** The connected account asking (spec §7 `sender`). */
  sender?: string | undefined
}

const NO_IDENTITY: Identity = Object.freeze({ name: null, avatar: null })

/**
 * The name and avatar of an address (spec §7 `GET /v1/identity/{address}`), cached per engine
 * for IDENTITY_CACHE_MS (spec §9: 5 min). Callers asking meanwhile share the request; a failed
 * request is not cached. The avatar is kept only when it is a safe image URL.
 *
 * @param engine The Gangway engine.
 * @param params The address, optionally the network it is used on and the asking account.
 * @returns `{ name, avatar }`, each `null` when unknown.
 * @throws InvalidAddressError (no request) when `address` is not a plain address;
 * HttpRequestError, TimeoutError or InvalidResponseError when the request fails.
 * @example
 * import { fetchIdentity } from '@gangway/core/services'
 * const { name } = await fetchIdentity(engine, { address: '0x7099…79C8' })
 */
export async function fetchIdentity(
  engine: Engine,
  params: FetchIdentityParameters,
): Promise<Identity> {
  const { address, chainId, sender } = params
  if (!PLAIN_ADDRESS.test(address))
    throw new InvalidAddressError({ details: address.slice(0, 100) })
  if (chainId && !(await isNetworkSupported(engine, chainId))) return NO_IDENTITY
  const state = dataApiState(engine)
  const key = address.toLowerCase()
  const hit = state.identities.get(key)
  if (hit && Date.now() - hit.timestamp < IDENTITY_CACHE_MS) return hit.identity
  return once(state.identityRequests, key, async () => {
    const identity = await getServiceClients(engine).api.get(
      `/v1/identity/${encodeURIComponent(address)}`,
      { query: { sender }, schema: IdentitySchema },
    )
    state.identities.set(key, { identity, timestamp: Date.now() })
    return identity
  })
}
