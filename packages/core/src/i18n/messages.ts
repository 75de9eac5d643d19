import { ALERTS, TOAST_MESSAGES } from '../errors/messages.js'

/**
 * Core's English texts for visitors, by key (namespace `core`): the spec §8 toasts and alerts,
 * and the errors a view or a toast shows (`error.<class name>`; the spec's words, with the
 * error's own fields as placeholders). Callers pass their one English text to `coreText`; this
 * whole catalogue is what each locale's chunk in `src/locales/` translates.
 */
export const coreMessages = {
  'toast.signatureDeclined': TOAST_MESSAGES.signatureDeclined,
  'toast.authenticating': TOAST_MESSAGES.authenticating,
  'toast.tokenBalanceUnavailable': TOAST_MESSAGES.tokenBalanceUnavailable,
  'toast.somethingWentWrong': TOAST_MESSAGES.somethingWentWrong,
  'toast.transactionStarted': TOAST_MESSAGES.transactionStarted,
  'toast.actionNotAllowed': TOAST_MESSAGES.actionNotAllowed,
  'alert.invalidAppConfiguration.title': ALERTS.invalidAppConfiguration.title,
  'alert.invalidAppConfiguration.description': ALERTS.invalidAppConfiguration.description,
  'alert.projectIdNotConfigured.title': ALERTS.projectIdNotConfigured.title,
  'alert.projectIdNotConfigured.description': ALERTS.projectIdNotConfigured.description,
  'alert.switchNetworkNotFound.title': ALERTS.switchNetworkNotFound.title,
  'alert.switchNetworkNotFound.description': ALERTS.switchNetworkNotFound.description,
  'error.InvalidAddressError': 'Invalid address',
  'error.UnrecognizedChainError': 'Unrecognized chain',
  'error.ChainNotSupportedError': 'Chain is not supported',
  'error.NetworkNotFoundError': 'Network not found',
  'error.UnsupportedChainError': 'Unsupported chain',
  'error.UserRejectedRequestError': 'User rejected the request.',
  'error.ProviderNotFoundError': 'Provider not found.',
  'error.RpcMethodNotAllowedError': 'Requested RPC call is not allowed',
  'error.RequestAbortedError': 'Request was aborted',
  'error.TimeoutError': 'Something went wrong',
  'error.SignMessageError': 'signMessage failed',
  'error.HttpRequestError': 'HTTP request failed with status {status}',
  'error.FeatureLoadError': 'Feature "{featureId}" failed to load',
  'error.EngineDestroyedError': 'The Gangway engine was destroyed',
  'error.DisconnectError': 'Failed to disconnect',
} as const

declare module '../i18n/i18n.js' {
  interface MessageCatalogues {
    core: typeof coreMessages
  }
}
