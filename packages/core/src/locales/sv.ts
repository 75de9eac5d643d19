import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': 'Signaturen avvisades',
  'toast.authenticating': 'Autentiserar…',
  'toast.tokenBalanceUnavailable': 'Tokensaldot är inte tillgängligt',
  'toast.somethingWentWrong': 'Något gick fel',
  'toast.transactionStarted': 'Transaktionen har startat',
  'toast.actionNotAllowed': 'Åtgärden är inte tillåten',
  'alert.invalidAppConfiguration.title': 'Ogiltig appkonfiguration',
  'alert.invalidAppConfiguration.description':
    'Ursprunget finns inte på projektets tillåtelselista. Uppdatera konfigurationen i leverantörens kontrollpanel.',
  'alert.projectIdNotConfigured.title': 'Projekt-ID är inte konfigurerat',
  'alert.projectIdNotConfigured.description':
    'Ge createModal() ett projectId; de hostade tjänsterna behöver det.',
  'alert.switchNetworkNotFound.title': 'Nätverket hittades inte',
  'alert.switchNetworkNotFound.description':
    'Plånboken kan inte byta till det här nätverket. Lägg till det i plånboken och försök igen.',
  'error.InvalidAddressError': 'Ogiltig adress',
  'error.UnrecognizedChainError': 'Okänd kedja',
  'error.ChainNotSupportedError': 'Kedjan stöds inte',
  'error.NetworkNotFoundError': 'Nätverket hittades inte',
  'error.UnsupportedChainError': 'Kedja som inte stöds',
  'error.UserRejectedRequestError': 'Du avvisade begäran.',
  'error.ProviderNotFoundError': 'Plånboksleverantören hittades inte.',
  'error.RpcMethodNotAllowedError': 'Det begärda RPC-anropet är inte tillåtet',
  'error.RequestAbortedError': 'Begäran avbröts',
  'error.TimeoutError': 'Något gick fel',
  'error.SignMessageError': 'Signeringen misslyckades',
  'error.HttpRequestError': 'Begäran misslyckades med status {status}',
  'error.FeatureLoadError': 'Funktionen ”{featureId}” kunde inte läsas in',
  'error.EngineDestroyedError': 'Modalen har avslutats',
  'error.DisconnectError': 'Det gick inte att koppla från',
} satisfies Translation<typeof coreMessages>
