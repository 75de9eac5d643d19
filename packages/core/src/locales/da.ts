import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': 'Signatur afvist',
  'toast.authenticating': 'Godkender…',
  'toast.tokenBalanceUnavailable': 'Tokensaldo ikke tilgængelig',
  'toast.somethingWentWrong': 'Noget gik galt',
  'toast.transactionStarted': 'Transaktion startet',
  'toast.actionNotAllowed': 'Handling ikke tilladt',
  'alert.invalidAppConfiguration.title': 'Ugyldig app-konfiguration',
  'alert.invalidAppConfiguration.description':
    'Oprindelsen er ikke på dit projekts tilladelsesliste. Opdater din konfiguration i udbyderens dashboard.',
  'alert.projectIdNotConfigured.title': 'Projekt-ID er ikke konfigureret',
  'alert.projectIdNotConfigured.description':
    'Giv createModal() et projectId; de hostede tjenester har brug for det.',
  'alert.switchNetworkNotFound.title': 'Netværk ikke fundet',
  'alert.switchNetworkNotFound.description':
    'Wallet kan ikke skifte til dette netværk. Tilføj det i wallet og prøv igen.',
  'error.InvalidAddressError': 'Ugyldig adresse',
  'error.UnrecognizedChainError': 'Ukendt kæde',
  'error.ChainNotSupportedError': 'Kæden understøttes ikke',
  'error.NetworkNotFoundError': 'Netværk ikke fundet',
  'error.UnsupportedChainError': 'Kæde understøttes ikke',
  'error.UserRejectedRequestError': 'Du afviste anmodningen.',
  'error.ProviderNotFoundError': 'Wallet-udbyder ikke fundet.',
  'error.RpcMethodNotAllowedError': 'Det anmodede RPC-kald er ikke tilladt',
  'error.RequestAbortedError': 'Anmodningen blev afbrudt',
  'error.TimeoutError': 'Noget gik galt',
  'error.SignMessageError': 'Signering mislykkedes',
  'error.HttpRequestError': 'Anmodningen mislykkedes med status {status}',
  'error.FeatureLoadError': 'Funktionen “{featureId}” kunne ikke indlæses',
  'error.EngineDestroyedError': 'Modalen blev lukket ned',
  'error.DisconnectError': 'Forbindelsen kunne ikke afbrydes',
} satisfies Translation<typeof coreMessages>
