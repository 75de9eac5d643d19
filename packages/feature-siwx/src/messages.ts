/**
 * Sign-in's English messages (namespace `siwx`, the feature's id): the source every locale's
 * chunk in `src/locales/` translates. `view.*` is the label the descriptor declares, with exactly
 * its English. `{dapp}` is the app's name (the config's metadata), isolated (`<bdi>`) where it
 * renders. `error.<class name>`: what the view shows for one of this package's errors (the
 * class's own English `message` stays for developers); core's errors are core's texts.
 */
export const siwxMessages = {
  'view.SIWXSignMessage': 'Sign in',
  needsToConnect: '{dapp} needs to connect to your wallet',
  thisApp: 'This app',
  wallet: 'Wallet',
  'intro.required':
    'Sign this message to prove you own this wallet and proceed. Cancelling will disconnect you.',
  'intro.optional':
    'Sign this message to prove you own this wallet and proceed. You can cancel and stay connected without signing in.',
  cancel: 'Cancel',
  cancelling: 'Cancelling…',
  sign: 'Sign',
  signing: 'Signing…',
  /** Spec §8, the view's error heading. */
  signFailed: 'Error signing message',
  'error.InvalidSiwxSignatureError': 'The signature is not valid',
  'error.SiwxStorageError': 'The sign-in storage failed',
  'error.InvalidSiwxMessageError': 'This app’s sign-in message could not be created',
  /** Spec §8, the toasts. */
  startFailed: 'A problem occurred while trying initialize authentication',
  signatureDeclined: 'Signature declined',
} as const

declare module '@gangway/core' {
  interface MessageCatalogues {
    siwx: typeof siwxMessages
  }
}
