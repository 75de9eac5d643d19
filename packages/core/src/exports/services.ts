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

/** `action` typed for the host engine: the same function (a cast), so each export says it once. */
/* @__NO_SIDE_EFFECTS__ */
function hostAction<F>(action: F): HostAction<F> {
  return action as HostAction<F>
}

// functions taking an engine
export const startAnalytics = /* @__PURE__ */ hostAction(startAnalyticsAction)
export const fetchAccountProfile = /* @__PURE__ */ hostAction(fetchAccountProfileAction)
export const fetchFungiblePrices = /* @__PURE__ */ hostAction(fetchFungiblePricesAction)
export const fetchIdentity = /* @__PURE__ */ hostAction(fetchIdentityAction)
export const fetchNfts = /* @__PURE__ */ hostAction(fetchNftsAction)
export const fetchSupportedChains = /* @__PURE__ */ hostAction(fetchSupportedChainsAction)
export const fetchTokenBalances = /* @__PURE__ */ hostAction(fetchTokenBalancesAction)
export const fetchTransactions = /* @__PURE__ */ hostAction(fetchTransactionsAction)
export const isNetworkSupported = /* @__PURE__ */ hostAction(isNetworkSupportedAction)
export const watchTokenBalances = /* @__PURE__ */ hostAction(watchTokenBalancesAction)
export const getServiceClients = /* @__PURE__ */ hostAction(getServiceClientsAction)
export const acquireImage = /* @__PURE__ */ hostAction(acquireImageAction)
export const peekImage = /* @__PURE__ */ hostAction(peekImageAction)
export const prefetchImages = /* @__PURE__ */ hostAction(prefetchImagesAction)
export const releaseIdleImages = /* @__PURE__ */ hostAction(releaseIdleImagesAction)
export const fetchAnalyticsConfig = /* @__PURE__ */ hostAction(fetchAnalyticsConfigAction)
export const fetchRecommendedWallets = /* @__PURE__ */ hostAction(fetchRecommendedWalletsAction)
export const fetchWallets = /* @__PURE__ */ hostAction(fetchWalletsAction)
export const searchWallets = /* @__PURE__ */ hostAction(searchWalletsAction)
