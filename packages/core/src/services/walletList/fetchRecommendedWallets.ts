import { RECOMMENDED_WALLETS } from '../../constants/constants.js'
import type { Engine } from '../../engine/types.js'
import type { WalletListEntry } from '../../types.js'
import { getServiceClients } from '../getServiceClients.js'
import { filterWallets } from './filterWallets.js'
import { walletFilters, walletListQuery } from './internal.js'
import { WalletListResponseSchema } from './walletListSchema.js'

/**
 * The wallets Connect recommends (spec §9: "recommended 4"): the host's `featuredWalletIds` first,
 * in the host's order, then the service's top wallets; after the spec §5 rules, so an installed
 * or recent wallet is never recommended twice.
 *
 * @param engine The Gangway engine.
 * @param params An optional abort signal.
 * @returns Up to RECOMMENDED_WALLETS wallets.
 * @throws Like `fetchWallets`.
 * @example
 * import { fetchRecommendedWallets } from '@gangway/core/services'
 * const wallets = await fetchRecommendedWallets(engine)
 */
export async function fetchRecommendedWallets(
  engine: Engine,
  params: { signal?: AbortSignal } = {},
): Promise<WalletListEntry[]> {
  const { walletList } = getServiceClients(engine)
  const featured = engine.config.featuredWalletIds ?? []
  const filters = walletFilters(engine)
  const signal = params.signal ? { signal: params.signal } : {}
  // Installed and recent wallets are filtered out after the answer: ask for enough to still fill
  // every slot.
  const spare = (filters.connectors?.length ?? 0) + (filters.recent?.length ?? 0)
  const [featuredPage, topPage] = await Promise.all([
    featured.length
      ? walletList.get('/getWallets', {
          query: {
            page: 1,
            entries: featured.length,
            ...walletListQuery(engine),
            include: featured,
          },
          schema: WalletListResponseSchema,
          ...signal,
        })
      : undefined,
    walletList.get('/getWallets', {
      query: {
        page: 1,
        entries: RECOMMENDED_WALLETS + spare,
        ...walletListQuery(engine, featured),
      },
      schema: WalletListResponseSchema,
      ...signal,
    }),
  ])
  const order = (w: WalletListEntry) => featured.indexOf(w.id)
  const first = [...(featuredPage?.data ?? [])]
    .filter((w) => order(w) >= 0)
    .sort((a, b) => order(a) - order(b))
  return filterWallets([...first, ...topPage.data], filters).slice(0, RECOMMENDED_WALLETS)
}
