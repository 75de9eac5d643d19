/*
 * Every piece of @gangway/core this package uses, in one place (so the feature's dependency on
 * core is visible at a glance and easy to audit).
 */
export {
  BaseError,
  type CaipNetworkId,
  type Engine,
  engineMemo,
  type FeatureContext,
  type FeatureModule,
  fetchIdentity,
  fetchTransactions,
  forgetMemo,
  formatAddress,
  formatAmount,
  getAmountSign,
  getRpcUrls,
  HttpRequestError,
  InvalidResponseError,
  isSpamTransaction,
  type Network,
  PENDING_TX_POLL_MS,
  PENDING_TX_WATCH_LIMIT,
  peekMemo,
  push,
  RPC_TIMEOUT_MS,
  showToast,
  TOAST_MESSAGES,
  type Transaction,
  TransactionsAddressError,
  type TransactionTransfer,
} from '@gangway/core'
