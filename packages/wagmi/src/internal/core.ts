/*
 * Every piece of @gangway/core/internal this package uses, in one place: core's plumbing, with no
 * semver promise, so this dependency stays visible at a glance.
 */

export {
  chain,
  checkOptions,
  INJECTED_WALLET_WAIT_MS,
  isUserRejection,
  number,
  optional,
  rule,
  toSafeImageUrl,
} from '@gangway/core/internal'
