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
  ENS_CHAIN_ID,
  type Engine,
  engineMemo,
  engineTimeout,
  fetchBalance,
  fetchFungiblePrices,
  fetchSupportedChains,
  fetchTokenBalances,
  findNetwork,
  forgetMemo,
  getServiceClients,
  goBack,
  isUserRejection,
  mulDecimal,
  peekMemo,
  push,
  replace,
  reset,
  roundDecimal,
  showToast,
  toSafeImageUrl,
} from '@gangway/core/internal'
