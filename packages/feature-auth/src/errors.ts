import { AUTH_MESSAGES } from './constants.js'
import { BaseError, type BaseErrorParameters, defineError } from './internal/core.js'

// Timeouts and aborts are core's TimeoutError ('Something went wrong') and RequestAbortedError
// ('Request was aborted'), spec §8.

/** The login frame answered a call with an error: its message, 'An error occurred' when empty. */
export class AuthFrameError extends BaseError {
  override name = 'AuthFrameError'
  constructor(message: string | undefined, parameters?: BaseErrorParameters) {
    super(message?.trim() ? message : AUTH_MESSAGES.frameError, parameters)
  }
}

/** A social login that ended without a user: `error=` in its result, or the window closed. */
export class SocialLoginError extends defineError('SocialLoginError', AUTH_MESSAGES.timeout) {}

/**
 * A social login whose return does not carry the state this page generated for it (missing,
 * empty or another value): it may belong to another login, or be forged.
 */
export class SocialStateError extends SocialLoginError {
  override name = 'SocialStateError'
}

/**
 * A URL from the login frame (the social redirect, the Farcaster link…) that is not `https:`
 * (`http:` only on the loopback, while the frame itself is served so): `javascript:`, `data:`,
 * `file:`, `blob:` and the like are refused before they reach a window or a link.
 */
export class UnsafeFrameUrlError extends defineError(
  'UnsafeFrameUrlError',
  AUTH_MESSAGES.unsafeLink,
) {}

/**
 * The frame answered a network switch (or its user after one) with another chain than the one
 * asked for: refused, the embedded wallet stays where it was.
 */
export class FrameNetworkMismatchError extends BaseError {
  override name = 'FrameNetworkMismatchError'
  constructor(asked: string, named: unknown, parameters?: BaseErrorParameters) {
    super(AUTH_MESSAGES.networkMismatch, {
      details: `Asked for ${asked}, the login frame named ${JSON.stringify(named)}`,
      ...parameters,
    })
  }
}

/** The frame could not load or never reported READY (spec §8). */
export class AuthFrameLoadError extends defineError(
  'AuthFrameLoadError',
  AUTH_MESSAGES.loadFailed,
) {}

/** An email address that is not valid (spec §5). */
export class InvalidEmailError extends defineError(
  'InvalidEmailError',
  AUTH_MESSAGES.invalidEmail,
) {}

/** Another email login within 30 s of the last one (spec §9). */
export class EmailThrottledError extends BaseError {
  override name = 'EmailThrottledError'
  readonly seconds: number
  constructor(seconds: number, parameters?: BaseErrorParameters) {
    super(AUTH_MESSAGES.tryAgainAfter(seconds), parameters)
    this.seconds = seconds
  }
}
