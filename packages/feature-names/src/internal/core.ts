/*
 * Every piece of @gangway/core this package uses, in one place (so the feature's dependency on
 * core is visible at a glance and easy to audit).
 */
export {
  BaseError,
  type BaseErrorParameters,
  type FeatureContext,
  HttpRequestError,
} from '@gangway/core'
export {
  createFeatureSlot,
  debounceTask,
  defineError,
  type Engine,
  errorText,
  getServiceClients,
  goBack,
  isUserRejection,
  push,
  recordIdentity,
  reset,
} from '@gangway/core/internal'
