import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': 'Signatur abgelehnt',
  'toast.authenticating': 'Authentifizierung…',
  'toast.tokenBalanceUnavailable': 'Token-Guthaben nicht verfügbar',
  'toast.somethingWentWrong': 'Etwas ist schiefgelaufen',
  'toast.transactionStarted': 'Transaktion gestartet',
  'toast.actionNotAllowed': 'Aktion nicht erlaubt',
  'alert.invalidAppConfiguration.title': 'Ungültige App-Konfiguration',
  'alert.invalidAppConfiguration.description':
    'Diese Herkunft steht nicht auf der Zulassungsliste Ihres Projekts. Passen Sie Ihre Konfiguration im Dashboard des Anbieters an.',
  'alert.projectIdNotConfigured.title': 'Projekt-ID nicht konfiguriert',
  'alert.projectIdNotConfigured.description':
    'Übergeben Sie createModal() eine projectId; die gehosteten Dienste benötigen sie.',
  'alert.switchNetworkNotFound.title': 'Netzwerk nicht gefunden',
  'alert.switchNetworkNotFound.description':
    'Die Wallet kann nicht zu diesem Netzwerk wechseln. Fügen Sie es in der Wallet hinzu und versuchen Sie es erneut.',
  'error.InvalidAddressError': 'Ungültige Adresse',
  'error.UnrecognizedChainError': 'Unbekannte Chain',
  'error.ChainNotSupportedError': 'Chain wird nicht unterstützt',
  'error.NetworkNotFoundError': 'Netzwerk nicht gefunden',
  'error.UnsupportedChainError': 'Nicht unterstützte Chain',
  'error.UserRejectedRequestError': 'Sie haben die Anfrage abgelehnt.',
  'error.ProviderNotFoundError': 'Wallet-Anbieter nicht gefunden.',
  'error.RpcMethodNotAllowedError': 'Dieser RPC-Aufruf ist nicht erlaubt',
  'error.RequestAbortedError': 'Die Anfrage wurde abgebrochen',
  'error.TimeoutError': 'Etwas ist schiefgelaufen',
  'error.SignMessageError': 'Signieren fehlgeschlagen',
  'error.HttpRequestError': 'Die Anfrage ist mit Status {status} fehlgeschlagen',
  'error.FeatureLoadError': 'Die Funktion „{featureId}“ konnte nicht geladen werden',
  'error.EngineDestroyedError': 'Das Modal wurde beendet',
  'error.DisconnectError': 'Trennen fehlgeschlagen',
} satisfies Translation<typeof coreMessages>
