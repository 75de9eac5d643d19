/*
 * Every piece of @gangway/core this package uses, in one place (so the feature's dependency on
 * core is visible at a glance and easy to audit).
 */
export {
  type AccountState,
  type Adapter,
  type AssetInfo,
  BaseError,
  type ChainNamespace,
  close,
  type FeatureContext,
  formatUnits,
  HttpRequestError,
  type Network,
  parseUnits,
  type RouterData,
  switchNetwork,
  type TokenBalance,
} from '@gangway/core'
export {
  compareDecimal,
  ENS_CHAIN_ID,
  type Engine,
  engineMemo,
  engineTimeout,
  fetchBalance,
  findNetwork,
  forgetMemo,
  formatDecimal,
  goBack,
  isUserRejection,
  mulDecimal,
  peekMemo,
  push,
  replace,
  reset,
  roundDecimal,
  showToast,
  TOAST_MESSAGES,
  toSafeImageUrl,
} from '@gangway/core/internal'
export {
  fetchFungiblePrices,
  fetchSupportedChains,
  fetchTokenBalances,
  getServiceClients,
} from '@gangway/core/services'
