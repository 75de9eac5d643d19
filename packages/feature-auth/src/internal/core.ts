/*
 * Every piece of @gangway/core this package uses, in one place (so the feature's dependency on
 * core is visible at a glance and easy to audit).
 */
export {
  BaseError,
  type BaseErrorParameters,
  type CaipNetworkId,
  close,
  connect,
  type Feature,
  type FeatureContext,
  type Logger,
  RequestAbortedError,
  RpcMethodNotAllowedError,
  TimeoutError,
  UserRejectedRequestError,
} from '@gangway/core'
export {
  createFeatureSlot,
  defineError,
  type Engine,
  getRpcUrls,
  goBack,
  onDisconnect,
  push,
  replace,
  reset,
  STORAGE_KEYS,
  type Storage,
  type StorageKey,
  showAlert,
  showToast,
  toDisplayName,
} from '@gangway/core/internal'
