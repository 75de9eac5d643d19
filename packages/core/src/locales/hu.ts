import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': 'Aláírás elutasítva',
  'toast.authenticating': 'Hitelesítés…',
  'toast.tokenBalanceUnavailable': 'A token egyenlege nem érhető el',
  'toast.somethingWentWrong': 'Valami hiba történt',
  'toast.transactionStarted': 'A tranzakció elindult',
  'toast.actionNotAllowed': 'A művelet nem engedélyezett',
  'alert.invalidAppConfiguration.title': 'Érvénytelen alkalmazásbeállítás',
  'alert.invalidAppConfiguration.description':
    'Ez a forrás nincs a projekt engedélyezési listáján. Frissítsd a beállításokat a szolgáltató irányítópultján.',
  'alert.projectIdNotConfigured.title': 'Nincs beállítva projektazonosító',
  'alert.projectIdNotConfigured.description':
    'Adj meg egy projectId-t a createModal() számára; a hosztolt szolgáltatásoknak szükségük van rá.',
  'alert.switchNetworkNotFound.title': 'A hálózat nem található',
  'alert.switchNetworkNotFound.description':
    'A tárca nem tud erre a hálózatra váltani. Add hozzá a tárcában, és próbáld újra.',
  'error.InvalidAddressError': 'Érvénytelen cím',
  'error.UnrecognizedChainError': 'Ismeretlen lánc',
  'error.ChainNotSupportedError': 'A lánc nem támogatott',
  'error.NetworkNotFoundError': 'A hálózat nem található',
  'error.UnsupportedChainError': 'Nem támogatott lánc',
  'error.UserRejectedRequestError': 'Elutasítottad a kérést.',
  'error.ProviderNotFoundError': 'A tárcaszolgáltató nem található.',
  'error.RpcMethodNotAllowedError': 'A kért RPC-hívás nem engedélyezett',
  'error.RequestAbortedError': 'A kérés megszakadt',
  'error.TimeoutError': 'Valami hiba történt',
  'error.SignMessageError': 'Az aláírás sikertelen',
  'error.HttpRequestError': 'A kérés {status} állapottal sikertelen',
  'error.FeatureLoadError': 'A(z) „{featureId}” funkciót nem sikerült betölteni',
  'error.EngineDestroyedError': 'Az ablak végleg bezárult',
  'error.DisconnectError': 'A leválasztás nem sikerült',
} satisfies Translation<typeof coreMessages>
