import { PORTFOLIO_CACHE_MS } from '../../constants/constants.js'
import type { Engine } from '../../engine/types.js'
import type { CaipNetworkId, Nft } from '../../types.js'
import { getServiceClients } from '../getServiceClients.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import { NftsResponseSchema } from './schemas.js'
import { dataApiState } from './state.js'

/** What `fetchNfts` accepts. */
export type FetchNftsParameters = {
  /** The owner (plain address). */
  address: string
  /** The network to list; an empty page when the API does not serve it. */
  chainId: CaipNetworkId
  /** The `next` of the previous page. */
  cursor?: string | undefined
  /** Skip the 30 s cache. */
  force?: boolean | undefined
  signal?: AbortSignal | undefined
}

/** One page of NFTs and the cursor of the next page (none on the last). */
export type FetchNftsReturnType = { data: Nft[]; next: string | undefined }

/**
 * One page of the NFTs an account holds on a network: `GET /v1/account/{address}/nfts?chainId&cursor`.
 * This route is Gangway's extension of the data API (the spec names no NFT list); the devstack
 * serves it, answering `{ data: [{ chainId, contract, tokenId, name, collection: { name },
 * content: { preview: { url, content_type } }, flags: { is_spam } }], next }`. Pages are cached
 * per engine for PORTFOLIO_CACHE_MS (30 s); malformed entries are dropped and image URLs that are
 * not safe are removed (the entry stays, without a picture). Spam is kept, flagged: the caller
 * hides it.
 *
 * @param engine The Gangway engine.
 * @param params Owner, network, cursor, `force`, abort signal.
 * @returns `{ data, next }`.
 * @throws HttpRequestError, TimeoutError, RequestAbortedError or InvalidResponseError.
 * @example
 * import { fetchNfts } from '@gangway/core/services'
 * const { data } = await fetchNfts(engine, { address, chainId: 'eip155:1' })
 * const shown = data.filter((nft) => !nft.flags.is_spam)
 */
export async function fetchNfts(
  engine: Engine,
  params: FetchNftsParameters,
): Promise<FetchNftsReturnType> {
  const { address, chainId, cursor, signal } = params
  if (!(await isNetworkSupported(engine, chainId))) return { data: [], next: undefined }
  const cache = dataApiState(engine).nfts
  const key = `${chainId}:${address.toLowerCase()}:${cursor ?? ''}`
  const hit = cache.get(key)
  if (hit && !params.force && Date.now() - hit.timestamp < PORTFOLIO_CACHE_MS) return hit.page
  const answer = await getServiceClients(engine).api.get(
    `/v1/account/${encodeURIComponent(address)}/nfts`,
    { query: { chainId, cursor }, schema: NftsResponseSchema, signal },
  )
  const page = { data: answer.data, next: answer.next || undefined }
  cache.set(key, { page, timestamp: Date.now() })
  return page
}
