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
  array,
  boolean,
  checkOptions,
  createFeatureSlot,
  defineError,
  durationMs,
  type Engine,
  getRpcUrls,
  goBack,
  onDisconnect,
  optional,
  picklist,
  push,
  replace,
  reset,
  STORAGE_KEYS,
  type Storage,
  type StorageKey,
  showAlert,
  showToast,
  toDisplayName,
  type,
} from '@gangway/core/internal'
