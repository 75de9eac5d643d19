import { AUTH_MESSAGES } from './constants.js'
import { BaseError, type BaseErrorParameters } from './internal/core.js'

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
export class SocialLoginError extends BaseError {
  override name = 'SocialLoginError'
  constructor(parameters?: BaseErrorParameters) {
    super(AUTH_MESSAGES.timeout, parameters)
  }
}

/**
 * A social login whose return does not carry the state this page generated for it (missing,
 * empty or another value): it may belong to another login, or be forged (issue 31).
 */
export class SocialStateError extends SocialLoginError {
  override name = 'SocialStateError'
}

/**
 * A URL from the login frame (the social redirect, the Farcaster link…) that is not `https:`
 * (`http:` only on the loopback, while the frame itself is served so): `javascript:`, `data:`,
 * `file:`, `blob:` and the like are refused before they reach a window or a link (issue 31).
 */
export class UnsafeFrameUrlError extends BaseError {
  override name = 'UnsafeFrameUrlError'
  constructor(parameters?: BaseErrorParameters) {
    super(AUTH_MESSAGES.unsafeLink, parameters)
  }
}

/**
 * The frame answered a network switch (or its user after one) with another chain than the one
 * asked for: refused, the embedded wallet stays where it was (issue 31).
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
export class AuthFrameLoadError extends BaseError {
  override name = 'AuthFrameLoadError'
  constructor(parameters?: BaseErrorParameters) {
    super(AUTH_MESSAGES.loadFailed, parameters)
  }
}

/** An email address that is not valid (spec §5). */
export class InvalidEmailError extends BaseError {
  override name = 'InvalidEmailError'
  constructor(parameters?: BaseErrorParameters) {
    super(AUTH_MESSAGES.invalidEmail, parameters)
  }
}

/** Another email login within 30 s of the last one (spec §9). */
export class EmailThrottledError extends BaseError {
  override name = 'EmailThrottledError'
  readonly seconds: number
  constructor(seconds: number, parameters?: BaseErrorParameters) {
    super(AUTH_MESSAGES.tryAgainAfter(seconds), parameters)
    this.seconds = seconds
  }
}
