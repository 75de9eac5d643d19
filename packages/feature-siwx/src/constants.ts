/**
 * The spec's texts for sign-in (§8), quoted exactly: the English `message` of this package's
 * errors, for developers. What a visitor reads (the view, the toasts) is in `messages.ts`.
 */
export const SIWX_MESSAGES = {
  notEnabled: 'SIWX is not enabled',
  invalidSignature: 'The signature is not valid',
  signFailed: 'Error signing message',
} as const

/** Message fields the spec fixes: EIP-4361 version and the nonce's minimum length. */
export const SIWX_VERSION = '1'
export const MIN_NONCE_LENGTH = 8
/** How long a session is valid by default (the message's Expiration Time): 7 days. */
export const DEFAULT_SESSION_MS = 7 * 24 * 60 * 60 * 1000
/**
 * How far ahead of this device's clock a message's Issued At (or a CACAO's `iat` / `nbf`) may be
 * and still count: 5 minutes of clock skew between the wallet's device and this one. Anything
 * later was issued "in the future" and is refused.
 */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000
