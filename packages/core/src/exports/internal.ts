/**
 * @gangway/core/internal: plumbing for Gangway's own packages (the shell, adapters, features,
 * WalletConnect): writable engine types, resource registry, router, toasts, approvals, RPC
 * rules, constants, storage internals. **No semver promise**: anything here may change in any
 * release; hosts use '@gangway/core', '@gangway/core/networks' and '@gangway/core/services'.
 *
 * @packageDocumentation
 */

// adapters' capabilities (the shell and features read them)
export { getCapabilities } from '../adapters/getCapabilities.js'
export { hasCapability } from '../adapters/hasCapability.js'
// the toolkit of adapters of Wallet Standard families (Solana, Bitcoin): only they import it
export { createGate, runGated } from '../adapters/runGated.js'
export {
  createEmitter,
  createSession,
  type RemoteWalletInfo,
  SESSION_ENDED,
} from '../adapters/sessionProvider.js'
export {
  callWallet,
  isWalletRejection,
  safeIcon,
  seenName,
  standardWallet,
  watchStandardWallets,
} from '../adapters/standardWallets.js'
export {
  type AdapterSlot,
  createWalletConnections,
  type WalletChange,
  type WalletConnection,
} from '../adapters/walletConnections.js'
export { approvalSurfaceView } from '../approvals/approvalSurfaceView.js'
export { approveRequest } from '../approvals/approveRequest.js'
export { copyRequestParams } from '../approvals/copyRequestParams.js'
export { delegateRequest } from '../approvals/delegateRequest.js'
export { rejectRequest } from '../approvals/rejectRequest.js'
export { reportRefusedRequest } from '../approvals/reportRefusedRequest.js'
export { type RequestApprovalParameters, requestApproval } from '../approvals/requestApproval.js'
export { runApproved } from '../approvals/runApproved.js'
export { type SettleRequestParameters, settleRequest } from '../approvals/settleRequest.js'
export { findNetwork } from '../caip/findNetwork.js'
// config
export { checkOptions } from '../config/checkOptions.js'
export { CaipNetworkIdSchema } from '../config/configSchema.js'
export { SDK_TYPE, SDK_VERSION } from '../config/defaults.js'
export { type ConnectMethod, getConnectMethodOrder } from '../config/getConnectMethodOrder.js'
export { getRpcUrls } from '../config/getRpcUrls.js'
export { isServiceUrl } from '../config/isServiceUrl.js'
export { parseConfig } from '../config/parseConfig.js'
// connections
export { isSmartAccount, setAccountType } from '../connection/accountType.js'
export {
  FALLBACK_BALANCE,
  type FetchBalanceParameters,
  fetchBalance,
} from '../connection/fetchBalance.js'
export { handleAdapterEvent } from '../connection/handleAdapterEvent.js'
export {
  type DisconnectHook,
  type DisconnectInfo,
  onDisconnect,
} from '../connection/onDisconnect.js'
export * from '../constants/constants.js'
// engine: the full (writable) engine type, createEngine typed with it, and the resource registry
export { createEngine } from '../engine/createEngine.js'
export { type HostAction, internal } from '../engine/hostEngine.js'
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
export type { Engine, EngineInternal, NativeBalanceCacheEntry } from '../engine/types.js'
// one-line error classes of Gangway's packages
export { defineError } from '../errors/defineError.js'
// messages
export {
  ACTION_NOT_ALLOWED,
  ALERTS,
  TOAST_MESSAGES,
} from '../errors/messages.js'
export { emitEvent } from '../events/emitEvent.js'
export { buildPairingRequests } from '../features/buildPairingRequests.js'
export {
  createFeatureSlot,
  FeatureNotLoadedError,
  type FeatureSlot,
} from '../features/createFeatureSlot.js'
export { debounceTask } from '../features/debounceTask.js'
export { findViewProvider } from '../features/findViewProvider.js'
export {
  dropFlowState,
  type FlowState,
  flowOwner,
  getFlowState,
  resetFlowState,
} from '../features/flowState.js'
export { loadFeature } from '../features/loadFeature.js'
export { preloadFeature } from '../features/preloadFeature.js'
export { walletMessage } from '../features/walletMessage.js'
// typed amounts and balances in base units (Send and Swap)
export { balanceToBaseUnits, isZeroAmount, maxAmount, toBaseUnits } from '../format/amounts.js'
// decimal maths
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
export { getAmountSign } from '../format/getAmountSign.js'
// untrusted image URLs: the one policy (core's schemas, the shell's and features' images)
export { toDisplayName } from '../format/toDisplayName.js'
export { coreText, errorText } from '../i18n/coreText.js'
export { formatMessage, requestTextInEnglish } from '../i18n/formatMessage.js'
export { registerMessages, translate } from '../i18n/i18n.js'
// logger
export {
  type CreateLoggerOptions,
  createLogger,
  type LogLineLevel,
  type LogSink,
} from '../logger/createLogger.js'
// modal and router
export { getConnectMethods } from '../modal/getConnectMethods.js'
export { setLoading } from '../modal/setLoading.js'
export { shake } from '../modal/shake.js'
// the checks of configuration: a factory's options, with checkOptions (no valibot up front)
export { UrlSchema } from '../networks/networkSchema.js'
export { goBack } from '../router/goBack.js'
export { push } from '../router/push.js'
export { replace } from '../router/replace.js'
export { reset } from '../router/reset.js'
// wallet requests
export { isUserRejection } from '../rpc/isUserRejection.js'
// the hosted services' clients, re-exported as they are (no host-typed alias): Gangway's own
// packages import them from here so a bundler places each one with the chunk that uses it (an
// alias module shared by an up-front and a lazy chunk would pull every client up front)
export { type StampedEvent, stampEvent } from '../services/analytics/stampEvent.js'
export { startAnalytics } from '../services/analytics/startAnalytics.js'
export { fetchAccountProfile } from '../services/dataApi/fetchAccountProfile.js'
export { fetchFungiblePrices } from '../services/dataApi/fetchFungiblePrices.js'
export { fetchGasPrice } from '../services/dataApi/fetchGasPrice.js'
export { fetchIdentity } from '../services/dataApi/fetchIdentity.js'
export { fetchNfts } from '../services/dataApi/fetchNfts.js'
export { fetchSupportedChains } from '../services/dataApi/fetchSupportedChains.js'
export { fetchTokenBalances } from '../services/dataApi/fetchTokenBalances.js'
export { fetchTransactions } from '../services/dataApi/fetchTransactions.js'
export { isNetworkSupported } from '../services/dataApi/isNetworkSupported.js'
export { recordIdentity } from '../services/dataApi/recordIdentity.js'
export { watchTokenBalances } from '../services/dataApi/watchTokenBalances.js'
export { getServiceClients } from '../services/getServiceClients.js'
export { acquireImage } from '../services/images/acquireImage.js'
export { peekImage } from '../services/images/peekImage.js'
export { prefetchImages } from '../services/images/prefetchImages.js'
export { releaseIdleImages } from '../services/images/releaseIdleImages.js'
export { fetchAnalyticsConfig } from '../services/walletList/fetchAnalyticsConfig.js'
export { fetchRecommendedWallets } from '../services/walletList/fetchRecommendedWallets.js'
export { fetchWallets } from '../services/walletList/fetchWallets.js'
export { searchWallets } from '../services/walletList/searchWallets.js'
// storage internals
export { addRecentWallet } from '../storage/addRecentWallet.js'
export { type CreateStorageOptions, createStorage, type Storage } from '../storage/createStorage.js'
export { STORAGE_KEYS } from '../storage/keys.js'
export type { RecentWallet, StorageKey, StoredConnectionStatus } from '../storage/types.js'
// toasts
export { dismissToast } from '../toasts/dismissToast.js'
export { ALERT_DURATION_MS, showAlert } from '../toasts/showAlert.js'
export { type ShowToastParameters, showToast, TOAST_DURATION_MS } from '../toasts/showToast.js'
// shell-facing actions
export { addView } from '../ui/addView.js'
export { setCurrentTab } from '../ui/setCurrentTab.js'
export { isSafeWalletLink } from '../url/isSafeWalletLink.js'
export { toSafeImageUrl } from '../url/toSafeImageUrl.js'
export {
  array,
  boolean,
  type Check,
  chain,
  didYouMean,
  durationMs,
  either,
  func,
  number,
  object,
  optional,
  picklist,
  received,
  record,
  rule,
  string,
  type,
} from '../validation/checks.js'
