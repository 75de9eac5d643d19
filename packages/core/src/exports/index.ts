// Public API of @gangway/core. Entry points re-export by name only (STYLE §10); the exports
// test snapshots this list so every change to the public API shows in review.

export { approveRequest } from '../approvals/approveRequest.js'
export { rejectRequest } from '../approvals/rejectRequest.js'
export { reportRefusedRequest } from '../approvals/reportRefusedRequest.js'
export { type RequestApprovalParameters, requestApproval } from '../approvals/requestApproval.js'
export { type SettleRequestParameters, settleRequest } from '../approvals/settleRequest.js'
export { findNetwork } from '../caip/findNetwork.js'
export { type ParsedCaipAddress, parseCaipAddress } from '../caip/parseCaipAddress.js'
export { type ParsedCaipNetworkId, parseCaipNetworkId } from '../caip/parseCaipNetworkId.js'
export { toCaipAddress } from '../caip/toCaipAddress.js'
export { toCaipNetworkId } from '../caip/toCaipNetworkId.js'
// config
export { DEFAULT_SERVICES, SDK_TYPE, SDK_VERSION, SOCIAL_PROVIDERS } from '../config/defaults.js'
export { type ConnectMethod, getConnectMethodOrder } from '../config/getConnectMethodOrder.js'
export { getRpcUrls } from '../config/getRpcUrls.js'
export { isServiceUrl } from '../config/isServiceUrl.js'
export { parseConfig } from '../config/parseConfig.js'
export type { AppMetadata, ModalConfig, ResolvedConfig, ServiceUrls } from '../config/types.js'
// connections
export { type ConnectParameters, connect } from '../connection/connect.js'
export { type DisconnectParameters, disconnect } from '../connection/disconnect.js'
export {
  FALLBACK_BALANCE,
  type FetchBalanceParameters,
  fetchBalance,
} from '../connection/fetchBalance.js'
export { handleAdapterEvent } from '../connection/handleAdapterEvent.js'
export { switchNetwork } from '../connection/switchNetwork.js'
export * from '../constants/constants.js'
// engine
export { type CreateEngineOptions, createEngine } from '../engine/createEngine.js'
export { destroy } from '../engine/destroy.js'
export {
  assertLive,
  engineMemo,
  engineSignal,
  engineTimeout,
  forgetMemo,
  isDestroyed,
  onDestroy,
  onStop,
  peekMemo,
} from '../engine/resources.js'
export { start } from '../engine/start.js'
export { stop } from '../engine/stop.js'
export type {
  Engine,
  FeatureStatus,
  NamespaceConnections,
  NativeBalanceCacheEntry,
  StopEngine,
  ThemeState,
} from '../engine/types.js'
// errors, messages, constants
export { BaseError, type BaseErrorParameters } from '../errors/base.js'
export * from '../errors/catalogue.js'
export {
  ACTION_NOT_ALLOWED,
  ALERTS,
  SOLANA_SEND_INVALID,
  TOAST_MESSAGES,
} from '../errors/messages.js'
export { emitEvent } from '../events/emitEvent.js'
export type { CoreEventName, ModalEventName } from '../events/eventNames.js'
export { subscribeEvents } from '../events/subscribeEvents.js'
export { loadFeature } from '../features/loadFeature.js'
export { preloadFeature } from '../features/preloadFeature.js'
// formatting
export {
  addDecimal,
  compareDecimal,
  type Decimal,
  type DecimalInput,
  divDecimal,
  formatDecimal,
  mulDecimal,
  parseDecimal,
  type RoundingMode,
  roundDecimal,
  subDecimal,
} from '../format/decimal.js'
export { DivisionByZeroError, InvalidDecimalError } from '../format/errors.js'
export { formatAddress } from '../format/formatAddress.js'
export { formatAmount } from '../format/formatAmount.js'
export { formatBalance } from '../format/formatBalance.js'
export { formatUnits } from '../format/formatUnits.js'
export { getAmountSign } from '../format/getAmountSign.js'
export { parseUnits } from '../format/parseUnits.js'
// logger and storage
export {
  type CreateLoggerOptions,
  createLogger,
  type LogLineLevel,
  type LogSink,
} from '../logger/createLogger.js'
export { canClose, close } from '../modal/close.js'
export { getConnectMethods } from '../modal/getConnectMethods.js'
export { isSiwxRequired } from '../modal/isSiwxRequired.js'
// modal and router
export { type OpenParameters, open } from '../modal/open.js'
export { setLoading } from '../modal/setLoading.js'
export { shake } from '../modal/shake.js'
export { defineNetwork } from '../networks/defineNetwork.js'
// networks and CAIP ids
export {
  arbitrum,
  avalanche,
  base,
  bitcoin,
  bitcoinTestnet,
  bsc,
  gnosis,
  mainnet,
  optimism,
  polygon,
  sepolia,
  solana,
  solanaDevnet,
  solanaTestnet,
  zksync,
} from '../networks/index.js'
export { CHAIN_NAMESPACES, DEFAULT_ACCOUNT_TYPES } from '../networks/namespaces.js'
export { goBack } from '../router/goBack.js'
export { push } from '../router/push.js'
export { replace } from '../router/replace.js'
export { reset } from '../router/reset.js'
// wallet requests
export {
  classifyRpcMethod,
  type RpcMethodClass,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
  WALLET_RPC_METHODS,
} from '../rpc/classifyRpcMethod.js'
export { isUserRejection } from '../rpc/isUserRejection.js'
export { type SendCallsParams, validateSendCallsParams } from '../rpc/validateSendCallsParams.js'
export { type AnalyticsPayload, startAnalytics } from '../services/analytics/startAnalytics.js'
// hosted services
export {
  type CreateHttpClientParameters,
  createHttpClient,
  type HttpClient,
  type HttpQuery,
} from '../services/createHttpClient.js'
// blockchain data API (spec §7)
export { fetchAccountProfile } from '../services/dataApi/fetchAccountProfile.js'
export {
  type FetchFungiblePricesParameters,
  fetchFungiblePrices,
} from '../services/dataApi/fetchFungiblePrices.js'
export { type FetchIdentityParameters, fetchIdentity } from '../services/dataApi/fetchIdentity.js'
export {
  type FetchNftsParameters,
  type FetchNftsReturnType,
  fetchNfts,
} from '../services/dataApi/fetchNfts.js'
export {
  fetchSupportedChains,
  type SupportedChains,
} from '../services/dataApi/fetchSupportedChains.js'
export {
  type FetchTokenBalancesParameters,
  fetchTokenBalances,
} from '../services/dataApi/fetchTokenBalances.js'
export {
  type FetchTransactionsParameters,
  type FetchTransactionsReturnType,
  fetchTransactions,
} from '../services/dataApi/fetchTransactions.js'
export { isNetworkSupported } from '../services/dataApi/isNetworkSupported.js'
export { isSpamTransaction } from '../services/dataApi/isSpamTransaction.js'
export { watchTokenBalances } from '../services/dataApi/watchTokenBalances.js'
export { getServiceClients, type ServiceClients } from '../services/getServiceClients.js'
export { type AcquiredImage, acquireImage } from '../services/images/acquireImage.js'
export type { ServiceImage } from '../services/images/imageCache.js'
export { peekImage } from '../services/images/peekImage.js'
export { prefetchImages } from '../services/images/prefetchImages.js'
export { releaseIdleImages } from '../services/images/releaseIdleImages.js'
export { fetchAnalyticsConfig } from '../services/walletList/fetchAnalyticsConfig.js'
export { fetchRecommendedWallets } from '../services/walletList/fetchRecommendedWallets.js'
export {
  type FetchWalletsParameters,
  type FetchWalletsReturnType,
  fetchWallets,
} from '../services/walletList/fetchWallets.js'
export {
  type FilterWalletsParameters,
  filterWallets,
} from '../services/walletList/filterWallets.js'
export { isWalletExcluded } from '../services/walletList/isWalletExcluded.js'
export {
  type SearchWalletsParameters,
  searchWallets,
} from '../services/walletList/searchWallets.js'
export { walletDisplayName } from '../services/walletList/walletDisplayName.js'
export { addRecentWallet } from '../storage/addRecentWallet.js'
export { clearLoginCache } from '../storage/clearLoginCache.js'
export { type CookieDocument, cookieBackend } from '../storage/cookieBackend.js'
export { type CreateStorageOptions, createStorage, type Storage } from '../storage/createStorage.js'
export { STORAGE_KEYS } from '../storage/keys.js'
export { localStorageBackend } from '../storage/localStorageBackend.js'
export { memoryBackend } from '../storage/memoryBackend.js'
export type {
  RecentWallet,
  StorageBackend,
  StorageKey,
  StoredConnectionStatus,
} from '../storage/types.js'
export { dismissToast } from '../toasts/dismissToast.js'
// toasts, events, approvals, features
export { ALERT_DURATION_MS, showAlert } from '../toasts/showAlert.js'
export { type ShowToastParameters, showToast, TOAST_DURATION_MS } from '../toasts/showToast.js'
// contracts and entities
export type * from '../types.js'
// shell-facing actions
export { addView } from '../ui/addView.js'
export { getProvider } from '../ui/getProvider.js'
export { setCurrentTab } from '../ui/setCurrentTab.js'
export { setThemeMode, setThemeVariables } from '../ui/setTheme.js'
// remote wallets
export { hasWalletConnect, loadWalletConnect } from '../walletconnect/loadWalletConnect.js'
