/*
 * Every piece of @gangway/core/internal this package uses, in one place: core's plumbing, with no
 * semver promise, so this dependency stays visible at a glance. Core's public API
 * (@gangway/core, semver) is imported where it is used.
 */

export {
  CaipNetworkIdSchema,
  callWallet,
  checkOptions,
  copyRequestParams,
  createGate,
  createSession,
  createWalletConnections,
  defineError,
  durationMs,
  optional,
  RECEIPT_TIMEOUT_MS,
  type RemoteWalletInfo,
  RPC_TIMEOUT_MS,
  record,
  requestTextInEnglish,
  safeIcon,
  seenName,
  standardWallet,
  toDisplayName,
  UrlSchema,
  watchStandardWallets,
} from '@gangway/core/internal'
