import type { Engine } from '../../engine/types.js'
import type { CaipNetworkId } from '../../types.js'
import { getServiceClients } from '../getServiceClients.js'
import { SupportedChainsSchema } from './identitySchemas.js'
import { dataApiState } from './state.js'

/** The networks the blockchain data API serves (spec §7 `GET v1/supported-chains`). */
export type SupportedChains = {
  /** CAIP-2 ids served over HTTP: the ones balances, history and the rest answer for. */
  http: CaipNetworkId[]
  /** CAIP-2 ids served over WebSocket. */
  ws: CaipNetworkId[]
}

/**
 * The networks the blockchain data API supports, asked once per engine and kept (a failed ask
 * is not kept: the next call asks again). Callers asking meanwhile share the request.
 *
 * @param engine The Gangway engine.
 * @returns The supported CAIP-2 ids.
 * @throws HttpRequestError (and its 403/503 kinds), TimeoutError or InvalidResponseError.
 * @example
 * import { fetchSupportedChains } from '@gangway/core/services'
 * const { http } = await fetchSupportedChains(engine)
 * http.includes('eip155:1') // true on the hosted API
 */
export function fetchSupportedChains(engine: Engine): Promise<SupportedChains> {
  const state = dataApiState(engine)
  if (!state.supportedChains) {
    const request = getServiceClients(engine).api.get('/v1/supported-chains', {
      schema: SupportedChainsSchema,
    })
    state.supportedChains = request
    request.catch(() => {
      if (state.supportedChains === request) state.supportedChains = undefined
    })
  }
  return state.supportedChains
}
