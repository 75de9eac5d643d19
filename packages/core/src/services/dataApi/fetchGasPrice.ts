import * as v from 'valibot'
import type { Engine } from '../../engine/types.js'
import { getServiceClients } from '../getServiceClients.js'

const WeiSchema = v.pipe(v.string(), v.regex(/^\d{1,78}$/))
const GasPriceSchema = v.object({ standard: WeiSchema })

/**
 * The data API's standard gas price of a network, in wei (spec §7 `GET /v1/convert/gas-price`,
 * chainId): what a wallet's max fee per gas stays under, the price Send's and Swap's network fees
 * are shown at.
 *
 * @throws HttpRequestError (e.g. 400 for a network the API does not serve), TimeoutError,
 * RequestAbortedError or InvalidResponseError.
 * @example
 * import { fetchGasPrice } from '@gangway/core/internal'
 * const wei = await fetchGasPrice(engine, 'eip155:1')
 */
export async function fetchGasPrice(
  engine: Engine,
  caipNetworkId: string,
  signal?: AbortSignal,
): Promise<bigint> {
  const { standard } = await getServiceClients(engine).api.get('/v1/convert/gas-price', {
    query: { chainId: caipNetworkId },
    schema: GasPriceSchema,
    ...(signal ? { signal } : {}),
  })
  return BigInt(standard)
}
