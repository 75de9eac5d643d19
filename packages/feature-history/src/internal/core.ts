/*
 * Every piece of @gangway/core this package uses, in one place (so the feature's dependency on
 * core is visible at a glance and easy to audit).
 */
export {
  BaseError,
  type CaipNetworkId,
  type FeatureContext,
  type FeatureModule,
  formatAddress,
  formatAmount,
  HttpRequestError,
  InvalidResponseError,
  type Locale,
  type Network,
  type Transaction,
  TransactionsAddressError,
  type TransactionTransfer,
} from '@gangway/core'
export {
  type Engine,
  engineMemo,
  fetchIdentity,
  fetchTransactions,
  forgetMemo,
  formatMessage,
  getAmountSign,
  getRpcUrls,
  peekMemo,
  push,
  RPC_TIMEOUT_MS,
  showToast,
  toSafeImageUrl,
  translate,
} from '@gangway/core/internal'
