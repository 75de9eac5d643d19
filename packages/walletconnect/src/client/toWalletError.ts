import { WalletRequestError } from '../errors.js'
import {
  BaseError,
  ConnectBeforeRequestError,
  isUserRejection,
  UserRejectedRequestError,
} from '../internal/core.js'

// WalletConnect's USER_REJECTED family (5000 request / proposal, 5001–5003 its chains, methods,
// events); EIP-1193's 4001 is caught by isUserRejection.
const WC_USER_REJECTED = new Set([5000, 5001, 5002, 5003])
const NO_MATCHING_KEY = 'No matching key'

/**
 * Turns what a wallet (through the sign client) threw into a Gangway error: a user rejection
 * becomes `UserRejectedRequestError`, a session the client no longer has becomes
 * 'Please call connect() before request()', anything else a `WalletRequestError` with the
 * wallet's code and message. The cause is always kept.
 */
export function toWalletError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown
    message?: unknown
  }
  if (isUserRejection(error) || (typeof code === 'number' && WC_USER_REJECTED.has(code)))
    return new UserRejectedRequestError({ cause: error })
  const text = typeof message === 'string' ? message : String(error)
  if (text.includes(NO_MATCHING_KEY)) return new ConnectBeforeRequestError({ cause: error })
  return new WalletRequestError(text, {
    cause: error,
    ...(typeof code === 'number' ? { code } : {}),
  })
}
