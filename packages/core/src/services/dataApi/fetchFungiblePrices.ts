import type { Engine } from '../../engine/types.js'
import type { FungiblePrice } from '../../types.js'
import { getServiceClients } from '../getServiceClients.js'
import { fetchSupportedChains } from './fetchSupportedChains.js'
import { FungiblePriceResponseSchema } from './schemas.js'

/** What `fetchFungiblePrices` accepts. */
export type FetchFungiblePricesParameters = {
  /** CAIP-10 ids of the tokens (`eip155:1:0xA0b8…`); the native token is `0xeeee…eeee`. */
  addresses: readonly string[]
  signal?: AbortSignal | undefined
}

/**
 * USD prices of fungible tokens (spec §7 `POST /v1/fungible/price`, body currency usd,
 * addresses, projectId). Tokens on networks the API does not serve are left out (no request at
 * all when none is left); malformed entries are dropped.
 *
 * @param engine The Gangway engine.
 * @param params The tokens' CAIP-10 ids and an optional abort signal.
 * @returns One entry per token the API could price.
 * @throws HttpRequestError, TimeoutError, RequestAbortedError or InvalidResponseError.
 * @example
 * import { fetchFungiblePrices } from '@gangway/core/services'
 * const [eth] = await fetchFungiblePrices(engine, {
 *   addresses: ['eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'],
 * })
 * eth?.price // 3000
 */
export async function fetchFungiblePrices(
  engine: Engine,
  params: FetchFungiblePricesParameters,
): Promise<FungiblePrice[]> {
  const { http } = await fetchSupportedChains(engine)
  const addresses = params.addresses.filter((address) =>
    http.some((chain) => address.startsWith(`${chain}:`)),
  )
  if (addresses.length === 0) return []
  const { fungibles } = await getServiceClients(engine).api.post('/v1/fungible/price', {
    body: { projectId: engine.config.projectId, currency: 'usd', addresses },
    schema: FungiblePriceResponseSchema,
    signal: params.signal,
  })
  return fungibles
}
