// @gangway/core/services: clients of the hosted services (spec §7): the generic HTTP client,
// the wallet list and its images, the blockchain data API and analytics.
//
// Functions taking an engine are re-typed for the read-only host `Engine` (HostAction: the same
// function, a type-only cast), like the root entry's actions.

import type { HostAction } from '../engine/hostEngine.js'
import { startAnalytics as startAnalyticsAction } from '../services/analytics/startAnalytics.js'
import { fetchAccountProfile as fetchAccountProfileAction } from '../services/dataApi/fetchAccountProfile.js'
import { fetchFungiblePrices as fetchFungiblePricesAction } from '../services/dataApi/fetchFungiblePrices.js'
import { fetchIdentity as fetchIdentityAction } from '../services/dataApi/fetchIdentity.js'
import { fetchNfts as fetchNftsAction } from '../services/dataApi/fetchNfts.js'
import { fetchSupportedChains as fetchSupportedChainsAction } from '../services/dataApi/fetchSupportedChains.js'
import { fetchTokenBalances as fetchTokenBalancesAction } from '../services/dataApi/fetchTokenBalances.js'
import { fetchTransactions as fetchTransactionsAction } from '../services/dataApi/fetchTransactions.js'
import { isNetworkSupported as isNetworkSupportedAction } from '../services/dataApi/isNetworkSupported.js'
import { watchTokenBalances as watchTokenBalancesAction } from '../services/dataApi/watchTokenBalances.js'
import { getServiceClients as getServiceClientsAction } from '../services/getServiceClients.js'
import { acquireImage as acquireImageAction } from '../services/images/acquireImage.js'
import { peekImage as peekImageAction } from '../services/images/peekImage.js'
import { prefetchImages as prefetchImagesAction } from '../services/images/prefetchImages.js'
import { releaseIdleImages as releaseIdleImagesAction } from '../services/images/releaseIdleImages.js'
import { fetchAnalyticsConfig as fetchAnalyticsConfigAction } from '../services/walletList/fetchAnalyticsConfig.js'
import { fetchRecommendedWallets as fetchRecommendedWalletsAction } from '../services/walletList/fetchRecommendedWallets.js'
import { fetchWallets as fetchWalletsAction } from '../services/walletList/fetchWallets.js'
import { searchWallets as searchWalletsAction } from '../services/walletList/searchWallets.js'

export type { AnalyticsPayload } from '../services/analytics/startAnalytics.js'
export {
  type CreateHttpClientParameters,
  createHttpClient,
  type HttpClient,
  type HttpQuery,
} from '../services/createHttpClient.js'
export type { FetchFungiblePricesParameters } from '../services/dataApi/fetchFungiblePrices.js'
export type { FetchIdentityParameters } from '../services/dataApi/fetchIdentity.js'
export type { FetchNftsParameters, FetchNftsReturnType } from '../services/dataApi/fetchNfts.js'
export type { SupportedChains } from '../services/dataApi/fetchSupportedChains.js'
export type { FetchTokenBalancesParameters } from '../services/dataApi/fetchTokenBalances.js'
export type {
  FetchTransactionsParameters,
  FetchTransactionsReturnType,
} from '../services/dataApi/fetchTransactions.js'
export type { ServiceClients } from '../services/getServiceClients.js'
export type { AcquiredImage } from '../services/images/acquireImage.js'
export type { ServiceImage } from '../services/images/imageCache.js'
export type {
  FetchWalletsParameters,
  FetchWalletsReturnType,
} from '../services/walletList/fetchWallets.js'
export {
  type FilterWalletsParameters,
  filterWallets,
} from '../services/walletList/filterWallets.js'
export { isWalletExcluded } from '../services/walletList/isWalletExcluded.js'
export type { SearchWalletsParameters } from '../services/walletList/searchWallets.js'
export { walletDisplayName } from '../services/walletList/walletDisplayName.js'

// functions taking an engine
export const startAnalytics = startAnalyticsAction as HostAction<typeof startAnalyticsAction>
export const fetchAccountProfile = fetchAccountProfileAction as HostAction<
  typeof fetchAccountProfileAction
>
export const fetchFungiblePrices = fetchFungiblePricesAction as HostAction<
  typeof fetchFungiblePricesAction
>
export const fetchIdentity = fetchIdentityAction as HostAction<typeof fetchIdentityAction>
export const fetchNfts = fetchNftsAction as HostAction<typeof fetchNftsAction>
export const fetchSupportedChains = fetchSupportedChainsAction as HostAction<
  typeof fetchSupportedChainsAction
>
export const fetchTokenBalances = fetchTokenBalancesAction as HostAction<
  typeof fetchTokenBalancesAction
>
export const fetchTransactions = fetchTransactionsAction as HostAction<
  typeof fetchTransactionsAction
>
export const isNetworkSupported = isNetworkSupportedAction as HostAction<
  typeof isNetworkSupportedAction
>
export const watchTokenBalances = watchTokenBalancesAction as HostAction<
  typeof watchTokenBalancesAction
>
export const getServiceClients = getServiceClientsAction as HostAction<
  typeof getServiceClientsAction
>
export const acquireImage = acquireImageAction as HostAction<typeof acquireImageAction>
export const peekImage = peekImageAction as HostAction<typeof peekImageAction>
export const prefetchImages = prefetchImagesAction as HostAction<typeof prefetchImagesAction>
export const releaseIdleImages = releaseIdleImagesAction as HostAction<
  typeof releaseIdleImagesAction
>
export const fetchAnalyticsConfig = fetchAnalyticsConfigAction as HostAction<
  typeof fetchAnalyticsConfigAction
>
export const fetchRecommendedWallets = fetchRecommendedWalletsAction as HostAction<
  typeof fetchRecommendedWalletsAction
>
export const fetchWallets = fetchWalletsAction as HostAction<typeof fetchWalletsAction>
export const searchWallets = searchWalletsAction as HostAction<typeof searchWalletsAction>
