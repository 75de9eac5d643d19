import type { Engine } from '../../engine/types.js'
import { TransactionsAddressError } from '../../errors/catalogue.js'
import type { CaipNetworkId, Transaction } from '../../types.js'
import { getServiceClients } from '../getServiceClients.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import { TransactionsResponseSchema } from './schemas.js'

/** What `fetchTransactions` accepts. */
export type FetchTransactionsParameters = {
  /** The account whose history to read (plain address, not CAIP-10). */
  address: string | undefined
  /** Only this network's entries; skipped with an empty page when the API does not serve it. */
  chainId?: CaipNetworkId | undefined
  /** The `next` of the previous page. */
  cursor?: string | undefined
  /** An on-ramp provider's history instead of the chain's (e.g. `coinbase`). */
  onramp?: string | undefined
  signal?: AbortSignal | undefined
}

/** One page of history: the entries and the cursor of the next page (none on the last). */
export type FetchTransactionsReturnType = { data: Transaction[]; next: string | undefined }

/**
 * One page of an account's history from the blockchain data API (spec §7
 * `GET /v1/account/{account}/history`, query cursor, onramp, chainId). Malformed entries are
 * dropped; spam is not (the history feature applies spec §5 itself).
 *
 * @param engine The Gangway engine.
 * @param params Address, optional network, cursor, on-ramp provider and abort signal.
 * @returns `{ data, next }`; `{ data: [], next: undefined }` on a network the API does not serve.
 * @throws TransactionsAddressError without an address; HttpRequestError, TimeoutError,
 *   RequestAbortedError or InvalidResponseError when the request fails.
 * @example
 * import { fetchTransactions } from '@gangway/core/services'
 * const { data, next } = await fetchTransactions(engine, { address, chainId: 'eip155:1' })
 * const more = next ? await fetchTransactions(engine, { address, chainId: 'eip155:1', cursor: next }) : undefined
 */
export async function fetchTransactions(
  engine: Engine,
  params: FetchTransactionsParameters,
): Promise<FetchTransactionsReturnType> {
  const { address, chainId, cursor, onramp, signal } = params
  if (!address) throw new TransactionsAddressError()
  if (chainId && !(await isNetworkSupported(engine, chainId))) return { data: [], next: undefined }
  const page = await getServiceClients(engine).api.get(
    `/v1/account/${encodeURIComponent(address)}/history`,
    { query: { cursor, onramp, chainId }, schema: TransactionsResponseSchema, signal },
  )
  // An entry without its chain (`null` from the API) is on the network asked for; with no
  // network asked, it cannot be placed and is dropped.
  const data = page.data.flatMap((tx): Transaction[] => {
    const chain = tx.metadata.chain ?? chainId
    return chain
      ? [{ ...tx, metadata: { ...tx.metadata, chain }, transfers: tx.transfers ?? [] }]
      : []
  })
  return { data, next: page.next || undefined }
}
