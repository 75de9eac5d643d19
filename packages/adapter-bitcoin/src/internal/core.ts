/*
 * Every piece of @gangway/core/internal this package uses, in one place: core's plumbing, with no
 * semver promise, so this dependency stays visible at a glance. Core's public API
 * (@gangway/core, semver) is imported where it is used.
 */

export {
  callWallet,
  copyRequestParams,
  createGate,
  createSession,
  createWalletConnections,
  defineError,
  RECEIPT_TIMEOUT_MS,
  type RemoteWalletInfo,
  RPC_TIMEOUT_MS,
  safeIcon,
  seenName,
  standardWallet,
  toDisplayName,
  watchStandardWallets,
} from '@gangway/core/internal'
