import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': 'Handtekening geweigerd',
  'toast.authenticating': 'Verifiëren…',
  'toast.tokenBalanceUnavailable': 'Tokensaldo niet beschikbaar',
  'toast.somethingWentWrong': 'Er ging iets mis',
  'toast.transactionStarted': 'Transactie gestart',
  'toast.actionNotAllowed': 'Actie niet toegestaan',
  'alert.invalidAppConfiguration.title': 'Ongeldige app-configuratie',
  'alert.invalidAppConfiguration.description':
    'Deze oorsprong staat niet op de toestaanlijst van je project. Werk je configuratie bij in het dashboard van de provider.',
  'alert.projectIdNotConfigured.title': 'Project-ID niet ingesteld',
  'alert.projectIdNotConfigured.description':
    'Geef createModal() een projectId; de gehoste diensten hebben het nodig.',
  'alert.switchNetworkNotFound.title': 'Netwerk niet gevonden',
  'alert.switchNetworkNotFound.description':
    'De wallet kan niet naar dit netwerk overschakelen. Voeg het toe in de wallet en probeer het opnieuw.',
  'error.InvalidAddressError': 'Ongeldig adres',
  'error.UnrecognizedChainError': 'Onbekende chain',
  'error.ChainNotSupportedError': 'Chain wordt niet ondersteund',
  'error.NetworkNotFoundError': 'Netwerk niet gevonden',
  'error.UnsupportedChainError': 'Niet-ondersteunde chain',
  'error.UserRejectedRequestError': 'Je hebt het verzoek geweigerd.',
  'error.ProviderNotFoundError': 'Walletprovider niet gevonden.',
  'error.RpcMethodNotAllowedError': 'De gevraagde RPC-aanroep is niet toegestaan',
  'error.RequestAbortedError': 'Het verzoek is afgebroken',
  'error.TimeoutError': 'Er ging iets mis',
  'error.SignMessageError': 'Ondertekenen mislukt',
  'error.HttpRequestError': 'Verzoek mislukt met status {status}',
  'error.FeatureLoadError': 'Functie ‘{featureId}’ kon niet worden geladen',
  'error.EngineDestroyedError': 'De modal is afgesloten',
  'error.DisconnectError': 'Verbinding verbreken mislukt',
} satisfies Translation<typeof coreMessages>
