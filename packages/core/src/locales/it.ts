import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': 'Firma rifiutata',
  'toast.authenticating': 'Autenticazione…',
  'toast.tokenBalanceUnavailable': 'Saldo del token non disponibile',
  'toast.somethingWentWrong': 'Qualcosa è andato storto',
  'toast.transactionStarted': 'Transazione avviata',
  'toast.actionNotAllowed': 'Azione non consentita',
  'alert.invalidAppConfiguration.title': 'Configurazione dell’app non valida',
  'alert.invalidAppConfiguration.description':
    'L’origine non è nella lista consentita del tuo progetto. Aggiorna la configurazione nella dashboard del provider.',
  'alert.projectIdNotConfigured.title': 'ID progetto non configurato',
  'alert.projectIdNotConfigured.description':
    'Passa un projectId a createModal(): i servizi ospitati ne hanno bisogno.',
  'alert.switchNetworkNotFound.title': 'Rete non trovata',
  'alert.switchNetworkNotFound.description':
    'Il wallet non può passare a questa rete. Aggiungila nel wallet e riprova.',
  'error.InvalidAddressError': 'Indirizzo non valido',
  'error.UnrecognizedChainError': 'Catena non riconosciuta',
  'error.ChainNotSupportedError': 'La catena non è supportata',
  'error.NetworkNotFoundError': 'Rete non trovata',
  'error.UnsupportedChainError': 'Catena non supportata',
  'error.UserRejectedRequestError': 'Hai rifiutato la richiesta.',
  'error.ProviderNotFoundError': 'Provider del wallet non trovato.',
  'error.RpcMethodNotAllowedError': 'La chiamata RPC richiesta non è consentita',
  'error.RequestAbortedError': 'La richiesta è stata annullata',
  'error.TimeoutError': 'Qualcosa è andato storto',
  'error.SignMessageError': 'Firma non riuscita',
  'error.HttpRequestError': 'La richiesta non è riuscita con stato {status}',
  'error.FeatureLoadError': 'Impossibile caricare la funzione «{featureId}»',
  'error.EngineDestroyedError': 'La finestra è stata chiusa definitivamente',
  'error.DisconnectError': 'Disconnessione non riuscita',
} satisfies Translation<typeof coreMessages>
