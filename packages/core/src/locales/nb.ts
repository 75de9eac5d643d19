import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': 'Signatur avvist',
  'toast.authenticating': 'Autentiserer…',
  'toast.tokenBalanceUnavailable': 'Tokensaldo er ikke tilgjengelig',
  'toast.somethingWentWrong': 'Noe gikk galt',
  'toast.transactionStarted': 'Transaksjon startet',
  'toast.actionNotAllowed': 'Handlingen er ikke tillatt',
  'alert.invalidAppConfiguration.title': 'Ugyldig appkonfigurasjon',
  'alert.invalidAppConfiguration.description':
    'Opprinnelsen står ikke på prosjektets tillatelsesliste. Oppdater konfigurasjonen i leverandørens kontrollpanel.',
  'alert.projectIdNotConfigured.title': 'Prosjekt-ID er ikke konfigurert',
  'alert.projectIdNotConfigured.description':
    'Gi createModal() en projectId; de hostede tjenestene trenger den.',
  'alert.switchNetworkNotFound.title': 'Fant ikke nettverket',
  'alert.switchNetworkNotFound.description':
    'Lommeboken kan ikke bytte til dette nettverket. Legg det til i lommeboken og prøv igjen.',
  'error.InvalidAddressError': 'Ugyldig adresse',
  'error.UnrecognizedChainError': 'Ukjent kjede',
  'error.ChainNotSupportedError': 'Kjeden støttes ikke',
  'error.NetworkNotFoundError': 'Fant ikke nettverket',
  'error.UnsupportedChainError': 'Kjede som ikke støttes',
  'error.UserRejectedRequestError': 'Du avviste forespørselen.',
  'error.ProviderNotFoundError': 'Fant ikke lommebokleverandøren.',
  'error.RpcMethodNotAllowedError': 'Det forespurte RPC-kallet er ikke tillatt',
  'error.RequestAbortedError': 'Forespørselen ble avbrutt',
  'error.TimeoutError': 'Noe gikk galt',
  'error.SignMessageError': 'Signering mislyktes',
  'error.HttpRequestError': 'Forespørselen mislyktes med status {status}',
  'error.FeatureLoadError': 'Funksjonen «{featureId}» kunne ikke lastes inn',
  'error.EngineDestroyedError': 'Modalen ble avsluttet',
  'error.DisconnectError': 'Kunne ikke koble fra',
} satisfies Translation<typeof coreMessages>
