import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': 'Podpis odmítnut',
  'toast.authenticating': 'Ověřování…',
  'toast.tokenBalanceUnavailable': 'Zůstatek tokenu není k dispozici',
  'toast.somethingWentWrong': 'Něco se pokazilo',
  'toast.transactionStarted': 'Transakce zahájena',
  'toast.actionNotAllowed': 'Akce není povolena',
  'alert.invalidAppConfiguration.title': 'Neplatná konfigurace aplikace',
  'alert.invalidAppConfiguration.description':
    'Tento původ není na seznamu povolených vašeho projektu. Upravte konfiguraci v panelu poskytovatele.',
  'alert.projectIdNotConfigured.title': 'ID projektu není nastaveno',
  'alert.projectIdNotConfigured.description':
    'Předejte projectId funkci createModal(); hostované služby ho potřebují.',
  'alert.switchNetworkNotFound.title': 'Síť nenalezena',
  'alert.switchNetworkNotFound.description':
    'Peněženka nemůže přepnout na tuto síť. Přidejte ji v peněžence a zkuste to znovu.',
  'error.InvalidAddressError': 'Neplatná adresa',
  'error.UnrecognizedChainError': 'Neznámý řetězec',
  'error.ChainNotSupportedError': 'Řetězec není podporován',
  'error.NetworkNotFoundError': 'Síť nenalezena',
  'error.UnsupportedChainError': 'Nepodporovaný řetězec',
  'error.UserRejectedRequestError': 'Požadavek jste odmítli.',
  'error.ProviderNotFoundError': 'Poskytovatel peněženky nenalezen.',
  'error.RpcMethodNotAllowedError': 'Požadované volání RPC není povoleno',
  'error.RequestAbortedError': 'Požadavek byl přerušen',
  'error.TimeoutError': 'Něco se pokazilo',
  'error.SignMessageError': 'Podpis se nezdařil',
  'error.HttpRequestError': 'Požadavek selhal se stavem {status}',
  'error.FeatureLoadError': 'Funkci „{featureId}“ se nepodařilo načíst',
  'error.EngineDestroyedError': 'Modální okno bylo ukončeno',
  'error.DisconnectError': 'Odpojení se nezdařilo',
} satisfies Translation<typeof coreMessages>
