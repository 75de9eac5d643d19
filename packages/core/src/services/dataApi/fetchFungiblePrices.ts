import { PRICE_REQUESTS_MAX } from '../../constants/constants.js'
import { errorMessage } from '../../engine/internal.js'
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
 * addresses, projectId). The hosted API prices only the first address of a request
 * (`bapi:src/handlers/fungible_price.rs`), so each token is its own request, at most
 * `PRICE_REQUESTS_MAX` at once. Tokens on networks the API does not serve are left out (no
 * request at all when none is left); a token the API cannot price is left out too, and only when
 * every request fails does the call fail. Each entry carries the address it was asked for.
 *
 * @param engine The Gangway engine.
 * @param params The tokens' CAIP-10 ids and an optional abort signal.
 * @returns One entry per token the API could price, in the order asked.
 * @throws HttpRequestError, TimeoutError, RequestAbortedError or InvalidResponseError (the first
 *   request's) when no token could be priced.
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
  const addresses = [
    ...new Set(
      params.addresses.filter((address) => http.some((chain) => address.startsWith(`${chain}:`))),
    ),
  ]
  if (addresses.length === 0) return []
  const api = getServiceClients(engine).api
  const results: (FungiblePrice | undefined)[] = []
  const errors: unknown[] = []
  let next = 0
  const worker = async () => {
    while (next < addresses.length) {
      const index = next++
      const address = addresses[index]!
      try {
        const { fungibles } = await api.post('/v1/fungible/price', {
          body: { projectId: engine.config.projectId, currency: 'usd', addresses: [address] },
          schema: FungiblePriceResponseSchema,
          signal: params.signal,
        })
        // The answer is about the one address asked, whatever form it echoes it in.
        results[index] = fungibles[0] && { ...fungibles[0], address }
      } catch (error) {
        if (params.signal?.aborted) throw error
        errors.push(error)
        engine.logger.warn(`price of ${address} unavailable`, errorMessage(error))
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(PRICE_REQUESTS_MAX, addresses.length) }, worker))
  if (errors.length === addresses.length) throw errors[0]
  return results.filter((price): price is FungiblePrice => price !== undefined)
}
