/*
 * Every piece of @gangway/core this package uses, in one place (so the feature's dependency on
 * core is visible at a glance and easy to audit).
 */
export {
  BaseError,
  type CaipNetworkId,
  type ChainNamespace,
  close,
  disconnect,
  type FeatureContext,
  type FeatureStorage,
  open,
  type PairingRequest,
} from '@gangway/core'
export {
  createFeatureSlot,
  defineError,
  type Engine,
  emitEvent,
  getRpcUrls,
  isUserRejection,
  showToast,
  translate,
  walletMessage,
} from '@gangway/core/internal'
