/*
 * Every piece of @gangway/core this package uses, in one place (so the feature's dependency on
 * core is visible at a glance and easy to audit).
 */
export {
  type Adapter,
  BaseError,
  type FeatureContext,
  type FeatureStorage,
  formatUnits,
  HttpRequestError,
  type Network,
  parseUnits,
  type TokenBalance,
  type ViewArguments,
} from '@gangway/core'
export {
  compareDecimal,
  dismissToast,
  divDecimal,
  dropFlowState,
  type Engine,
  engineMemo,
  engineTimeout,
  fetchBalance,
  fetchFungiblePrices,
  fetchSupportedChains,
  fetchTokenBalances,
  flowOwner,
  forgetMemo,
  getFlowState,
  getServiceClients,
  goBack,
  isUserRejection,
  mulDecimal,
  push,
  reset,
  resetFlowState,
  roundDecimal,
  showToast,
  subDecimal,
  toSafeImageUrl,
} from '@gangway/core/internal'
