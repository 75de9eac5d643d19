/** Spec §6: the notice shown 300 ms after a refused wallet request. */
export const ACTION_NOT_ALLOWED = 'Action not allowed'

/**
 * Texts the spec shows to the visitor (toasts and alerts, spec §8), by name.
 */
export const TOAST_MESSAGES = {
  signatureDeclined: 'Signature declined',
  authenticating: 'Authenticating...',
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  somethingWentWrong: 'Something went wrong',
  transactionStarted: 'Transaction started',
  actionNotAllowed: ACTION_NOT_ALLOWED,
} as const

// One const per alert, so a bundle carries only the texts it shows; ALERTS is the public face.
/** Spec §8 alert 'project id not configured' (shown by `start`). */
export const PROJECT_ID_ALERT = {
  key: 'projectIdNotConfigured',
  title: 'Project ID Not Configured',
  description: 'Pass a projectId to createModal(); the hosted services need it.',
} as const
/** Spec §8 alert 'switch-network-not-found' (shown by `switchNetwork`). */
export const SWITCH_NETWORK_ALERT = {
  key: 'switchNetworkNotFound',
  title: 'Network not found',
  description: 'The wallet cannot switch to this network. Add it in the wallet and try again.',
} as const

/** Alerts of spec §8; `invalidAppConfiguration` is shown once per engine. */
export const ALERTS = {
  invalidAppConfiguration: {
    key: 'invalidAppConfiguration',
    title: 'Invalid App Configuration',
    description:
      "Origin is not on your project's allowlist. Update your configuration in the provider's dashboard.",
  },
  projectIdNotConfigured: PROJECT_ID_ALERT,
  switchNetworkNotFound: SWITCH_NETWORK_ALERT,
} as const
