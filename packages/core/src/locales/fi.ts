import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': 'Allekirjoitus hylätty',
  'toast.authenticating': 'Todennetaan…',
  'toast.tokenBalanceUnavailable': 'Tokenin saldo ei ole saatavilla',
  'toast.somethingWentWrong': 'Jokin meni vikaan',
  'toast.transactionStarted': 'Tapahtuma aloitettu',
  'toast.actionNotAllowed': 'Toiminto ei ole sallittu',
  'alert.invalidAppConfiguration.title': 'Virheelliset sovellusasetukset',
  'alert.invalidAppConfiguration.description':
    'Alkuperä ei ole projektisi sallittujen luettelossa. Päivitä asetukset palveluntarjoajan hallintapaneelissa.',
  'alert.projectIdNotConfigured.title': 'Projektitunnusta ei ole asetettu',
  'alert.projectIdNotConfigured.description':
    'Anna createModal()-funktiolle projectId; isännöidyt palvelut tarvitsevat sen.',
  'alert.switchNetworkNotFound.title': 'Verkkoa ei löytynyt',
  'alert.switchNetworkNotFound.description':
    'Lompakko ei voi vaihtaa tähän verkkoon. Lisää se lompakkoon ja yritä uudelleen.',
  'error.InvalidAddressError': 'Virheellinen osoite',
  'error.UnrecognizedChainError': 'Tuntematon ketju',
  'error.ChainNotSupportedError': 'Ketjua ei tueta',
  'error.NetworkNotFoundError': 'Verkkoa ei löytynyt',
  'error.UnsupportedChainError': 'Ketjua ei tueta',
  'error.UserRejectedRequestError': 'Hylkäsit pyynnön.',
  'error.ProviderNotFoundError': 'Lompakon palveluntarjoajaa ei löytynyt.',
  'error.RpcMethodNotAllowedError': 'Pyydetty RPC-kutsu ei ole sallittu',
  'error.RequestAbortedError': 'Pyyntö keskeytettiin',
  'error.TimeoutError': 'Jokin meni vikaan',
  'error.SignMessageError': 'Allekirjoitus epäonnistui',
  'error.HttpRequestError': 'Pyyntö epäonnistui tilalla {status}',
  'error.FeatureLoadError': 'Toimintoa ”{featureId}” ei voitu ladata',
  'error.EngineDestroyedError': 'Ikkuna on suljettu pysyvästi',
  'error.DisconnectError': 'Yhteyden katkaisu epäonnistui',
} satisfies Translation<typeof coreMessages>
