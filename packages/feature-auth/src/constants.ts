// The embedded login's constants and texts, quoted from the spec.

/** Prefixes of the app↔frame message catalogue (spec §7): app → frame, and frame → app. */
export const APP_PREFIX = '@gw-app/'
export const FRAME_PREFIX = '@gw-frame/'
/** The protocol version the frame is loaded with (`version` query parameter, spec §2). */
export const FRAME_PROTOCOL_VERSION = '1'

/** Frame → app messages that answer no id: accepted from the frame without one. */
export const BROADCAST_EVENTS = ['READY', 'ESCAPE'] as const

/**
 * Requests the frame asks the visitor about on its own approval page (spec §6 "unsafe"), shown
 * in the modal's ApproveTransaction step. wallet_revokePermissions is the sign-out, not sent.
 */
export const FRAME_APPROVAL_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'eth_sendUserOperation',
  'wallet_grantPermissions',
])

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
  /**
   * A request the frame asks the visitor about: the spec's 30 s would cut the visitor off while
   * reading; this bound still settles it.
   */
  approval: 300_000,
  /** Spec §9 "Min wait between email-login triggers 30 s". */
  emailTrigger: 30_000,
} as const

/**
 * The spec's English: the error classes' messages (for developers) and what tests quote. What a
 * visitor reads is in `messages.ts`, in the locale shown (`text.ts` says an error by its class).
 */
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
  /** Spec §8 toast, when the frame refuses a smart account. */
  noSmartAccounts: 'This application might not support Smart Accounts',
  tryAgainAfter: (seconds: number) => `Please try again after ${seconds} seconds`,
  /** A link from the login frame that is not https (issue 31): never opened, shown or linked. */
  unsafeLink: 'The login service sent a link that is not safe to open',
  /** The frame's answer to a network switch named another chain than the one asked for. */
  networkMismatch: 'The wallet reported a different network than the one requested',
} as const

/**
 * The longest social user name stored (characters), after control and bidi characters are
 * removed (issue 31); a longer one is cut with an ellipsis.
 */
export const SOCIAL_USERNAME_MAX_CHARS = 64

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

// The module's ids (the descriptor writes the same names out; the exports test checks them).
/** The connector the embedded wallet is known by. */
export const AUTH_CONNECTOR_ID = 'auth'

/** The feature's views (spec §2 EmailLogin views). */
export const AUTH_VIEWS = {
  verifyOtp: 'EmailVerifyOtp',
  verifyDevice: 'EmailVerifyDevice',
  connectingSocial: 'ConnectingSocial',
  connectingFarcaster: 'ConnectingFarcaster',
  updateEmail: 'UpdateEmailWallet',
  updateEmailPrimary: 'UpdateEmailPrimaryOtp',
  updateEmailSecondary: 'UpdateEmailSecondaryOtp',
  accountType: 'AccountType',
} as const

/**
 * The account-type view (declared with its title, 'Account type', translated as
 * `view.AccountType`); its Account entry is registered by the module only.
 */
export const ACCOUNT_TYPE_VIEW = AUTH_VIEWS.accountType
export const ACCOUNT_TYPE_ACTION = 'account-type'

/** The Account entry that opens the email update (embedded-wallet accounts only). */
export const UPDATE_EMAIL_ACTION = 'update-email'

/** The OTP length (six digits). */
export const OTP_LENGTH = 6
