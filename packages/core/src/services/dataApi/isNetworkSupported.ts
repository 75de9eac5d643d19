import type { Engine } from '../../engine/types.js'
import { hasDataProviders } from '../../networks/hostedServices.js'
import type { CaipNetworkId } from '../../types.js'
import { fetchSupportedChains } from './fetchSupportedChains.js'

/**
 * Whether the blockchain data API serves a network (spec §7: "most skipped with empty result
 * on unsupported network"): its namespace has data providers (EVM, Solana) and the API lists it.
 * Uses the engine's cached supported-chains answer.
 *
 * @param engine The Gangway engine.
 * @param caipNetworkId A CAIP-2 id, e.g. `eip155:1`.
 * @returns `true` when the API lists it.
 * @throws What `fetchSupportedChains` throws when the list cannot be had.
 * @example
 * import { isNetworkSupported } from '@gangway/core/services'
 * if (await isNetworkSupported(engine, 'eip155:8453')) showTokens()
 */
export async function isNetworkSupported(
  engine: Engine,
  caipNetworkId: CaipNetworkId | string,
): Promise<boolean> {
  if (!hasDataProviders(caipNetworkId.split(':')[0]!)) return false
  const { http } = await fetchSupportedChains(engine)
  return http.includes(caipNetworkId as CaipNetworkId)
}
