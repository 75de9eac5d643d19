/**
 * The email login's English messages (namespace `auth`, the feature's id): its views, the toasts
 * its flows show, the errors a visitor reads (chosen by the error's class: `error.<name>`; the
 * class keeps its English `message` for developers) and the labels its descriptor declares
 * (`view.*`, `action.*`, `slot.*`, exactly the declared English). Each locale's translation is in
 * `src/locales/<locale>.ts`, a lazy chunk.
 */
export const authMessages = {
  'view.EmailVerifyOtp': 'Confirm Email',
  'view.EmailVerifyDevice': 'Register Device',
  'view.ConnectingSocial': 'Log in',
  'view.ConnectingFarcaster': 'Farcaster',
  'view.UpdateEmailWallet': 'Edit email',
  'view.UpdateEmailPrimaryOtp': 'Confirm current email',
  'view.UpdateEmailSecondaryOtp': 'Confirm new email',
  'view.AccountType': 'Account type',
  'action.update-email': 'Email',
  'slot.email': 'Email',
  'slot.social': 'Social',
  /** The email field's label and placeholder on Connect. */
  email: 'Email',
  continue: 'Continue',
  /** The social buttons' group (aria-label). */
  socialLogin: 'Social login',
  /** `provider` is a brand: Google, GitHub, Apple… */
  logInWith: 'Log in with {provider}',
  continueInWindow: 'Continue in the window that opened',
  waitingForWindow: 'Waiting for the login window',
  continueInFarcaster: 'Continue in Farcaster',
  scanQr: 'Scan this QR code with your phone',
  preparingSignIn: 'Preparing the sign-in',
  openFarcaster: 'Open Farcaster',
  farcasterQr: 'Farcaster sign-in QR code',
  waitingFarcaster: 'Waiting for you to approve in Farcaster…',
  cancel: 'Cancel',
  /** The heading: `email` is shown in its own element. */
  codeSentTo: 'Enter the code we sent to {email}',
  codeExpires: 'The code expires in 20 minutes',
  /** The six boxes' group (screen readers). */
  sixDigitCode: 'Six-digit code',
  /** One box's aria-label: `position` is 1 to 6. */
  digit: 'Digit {position}',
  verifying: 'Verifying the code',
  didntReceive: "Didn't receive it?",
  resendCode: 'Resend code',
  /** The Resend button while the 30 s wait runs (`count` seconds left). */
  resendIn: { one: 'Resend code in {count}s', other: 'Resend code in {count}s' },
  registerDevice: 'Register this device to continue',
  /** `email` is shown in its own element. */
  approveLink: 'Approve the login link we sent to {email}',
  waitingApproval: 'Waiting for the approval',
  noEmail: 'This account has no email to update.',
  /** The heading: `email` is shown in its own element. */
  yourEmail: 'Your email is {email}',
  newEmail: 'New email',
  save: 'Save',
  sendingCode: 'Sending the code',
  /** The embedded wallet's approval page (screen readers). */
  approvalPage: "The wallet's approval page",
  /** `network` is the network's name. */
  accountOn: 'The account you use on {network}',
  smartUnavailable: 'Smart accounts are not available on this network',
  accountType: 'Account type',
  /** The Account entry: `type` is the account type's name (`type.*`). */
  accountTypeEntry: 'Account type: {type}',
  'type.smartAccount': 'Smart account',
  'type.eoa': 'EOA',
  'hint.smartAccount': 'An account the embedded wallet manages on this network',
  'hint.eoa': 'The account of your key',
  switchingAccount: 'Switching the account',
  /** The Account entry's label while the account has no email to show. */
  updateEmail: 'Update email',
  codeResent: 'Code resent',
  emailUpdated: 'Email updated',
  /** Spec §8 toast, when the frame refuses a smart account. */
  noSmartAccounts: 'This application might not support Smart Accounts',
  /** Spec §8 alert "social login timeout". */
  socialsTimeout: 'Social login timed out',
  socialsTimeoutText: 'The login window did not answer in time. Please try again.',
  /** Spec §8 alert "Unable to load email login dependency": its description. */
  loadFailedText: 'Email and social login are not available right now.',
  /** Spec §8 "Frame errors carry a message, default 'An error occurred'". */
  'error.AuthFrameError': 'An error occurred',
  /** Spec §8 "Timed-out or aborted: 'Something went wrong'". */
  'error.SocialLoginError': 'Something went wrong',
  'error.SocialStateError': 'Something went wrong',
  'error.UnsafeFrameUrlError': 'The login service sent a link that is not safe to open',
  'error.FrameNetworkMismatchError':
    'The wallet reported a different network than the one requested',
  /** Spec §8 "Frame load failure". */
  'error.AuthFrameLoadError': 'Unable to load email login dependency',
  'error.InvalidEmailError': 'Invalid email',
  /** Spec §9: another email login within 30 s (`count` seconds left). */
  'error.EmailThrottledError': {
    one: 'Please try again after {count} second',
    other: 'Please try again after {count} seconds',
  },
} as const

declare module '@gangway/core' {
  interface MessageCatalogues {
    auth: typeof authMessages
  }
}
