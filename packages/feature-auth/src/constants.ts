// The embedded login's constants and texts, quoted from the spec.

/** Prefixes of the app↔frame message catalogue (spec §7): app → frame, and frame → app. */
export const APP_PREFIX = '@gw-app/'
export const FRAME_PREFIX = '@gw-frame/'
/** The protocol version the frame is loaded with (`version` query parameter, spec §2). */
export const FRAME_PROTOCOL_VERSION = '1'

/** Frame → app messages that answer no id: accepted from the frame without one. */
export const BROADCAST_EVENTS = ['READY'] as const

export const AUTH_TIMEOUTS = {
  /**
   * Spec §9 "Timeouts: 30000 ms for connect email, device, OTP, social, social-redirect". Every
   * other call gets the same bound, so no call against a silent frame is ever left pending.
   */
  call: 30_000,
  /** Spec §4 "Embedded wallet: frame reports ready, then 500 ms wait". */
  afterReady: 500,
  /** How long the frame has to report READY before the load-failed alert. */
  ready: 30_000,
  /** Sign-out resolves on the frame's reply or after this long. */
  signOut: 3_000,
  /**
   * The wait for a Farcaster approval (scanning on a phone takes longer than the spec's 30 s
   * calls; its own bound keeps the call settling).
   */
  farcaster: 300_000,
  /** Spec §9 "Min wait between email-login triggers 30 s". */
  emailTrigger: 30_000,
} as const

export const AUTH_MESSAGES = {
  /** Spec §8 "Frame errors carry a message, default 'An error occurred'". */
  frameError: 'An error occurred',
  /** Spec §8 "Timed-out or aborted: 'Something went wrong'". */
  timeout: 'Something went wrong',
  /** Spec §8 "RPC: 'Request was aborted'". */
  aborted: 'Request was aborted',
  /** Spec §8 "Frame load failure: 'Unable to load email login dependency'". */
  loadFailed: 'Unable to load email login dependency',
  invalidEmail: 'Invalid email',
  invalidCode: 'Invalid code',
  /** Spec §8 alert "social login timeout ('socials timeout')". */
  socialsTimeout: 'Social login timed out',
  /** The Account entry's label while the account has no email to show. */
  updateEmail: 'Update email',
  /** Shown once the secondary code is accepted and the new email stored. */
  emailUpdated: 'Email updated',
  tryAgainAfter: (seconds: number) => `Please try again after ${seconds} seconds`,
} as const

export { SOCIAL_PROVIDERS, type SocialProvider } from './ids.js'

import type { SocialProvider } from './ids.js'

/** How each provider is named on its button. */
export const SOCIAL_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

// The ids the descriptor names too live apart (ids.ts), so the descriptor bundles only them.
export { AUTH_CONNECTOR_ID, AUTH_VIEWS, UPDATE_EMAIL_ACTION } from './ids.js'

/** The OTP length (six digits). */
export const OTP_LENGTH = 6
