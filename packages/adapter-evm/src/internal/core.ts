/*
 * Every piece of @gangway/core/internal this package uses, in one place: core's plumbing, with no
 * semver promise, so this dependency stays visible at a glance. Core's public API
 * (@gangway/core, semver) is imported where it is used.
 */

export {
  array,
  CaipNetworkIdSchema,
  chain,
  checkOptions,
  copyRequestParams,
  createEmitter,
  defineError,
  ENS_CACHE_MS,
  ENS_CHAIN_ID,
  FALLBACK_RANK,
  INJECTED_WALLET_WAIT_MS,
  InvalidDecimalError,
  isUserRejection,
  number,
  optional,
  RECEIPT_TIMEOUT_MS,
  RPC_BATCH_SIZE,
  RPC_TIMEOUT_MS,
  record,
  requestTextInEnglish,
  rule,
  runGated,
  SESSION_ENDED,
  UrlSchema,
  WALLET_REVOKE_DELAY_MS,
} from '@gangway/core/internal'
