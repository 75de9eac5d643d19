// The ids the descriptor itself names (in a module of their own: the descriptor's up-front size
// stays free of the feature's constants and texts).

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
} as const

/** The Account entry that opens the email update (embedded-wallet accounts only). */
export const UPDATE_EMAIL_ACTION = 'update-email'

/** The six social providers of the embedded login (spec §1, §5). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]
