import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': 'Semnătură refuzată',
  'toast.authenticating': 'Se autentifică…',
  'toast.tokenBalanceUnavailable': 'Soldul tokenului nu este disponibil',
  'toast.somethingWentWrong': 'Ceva nu a mers bine',
  'toast.transactionStarted': 'Tranzacție inițiată',
  'toast.actionNotAllowed': 'Acțiune nepermisă',
  'alert.invalidAppConfiguration.title': 'Configurație de aplicație nevalidă',
  'alert.invalidAppConfiguration.description':
    'Originea nu este pe lista de permisiuni a proiectului tău. Actualizează configurația în panoul furnizorului.',
  'alert.projectIdNotConfigured.title': 'ID-ul proiectului nu este configurat',
  'alert.projectIdNotConfigured.description':
    'Transmite un projectId către createModal(); serviciile găzduite au nevoie de el.',
  'alert.switchNetworkNotFound.title': 'Rețeaua nu a fost găsită',
  'alert.switchNetworkNotFound.description':
    'Portofelul nu poate trece la această rețea. Adaug-o în portofel și încearcă din nou.',
  'error.InvalidAddressError': 'Adresă nevalidă',
  'error.UnrecognizedChainError': 'Lanț necunoscut',
  'error.ChainNotSupportedError': 'Lanțul nu este acceptat',
  'error.NetworkNotFoundError': 'Rețeaua nu a fost găsită',
  'error.UnsupportedChainError': 'Lanț neacceptat',
  'error.UserRejectedRequestError': 'Ai refuzat cererea.',
  'error.ProviderNotFoundError': 'Furnizorul portofelului nu a fost găsit.',
  'error.RpcMethodNotAllowedError': 'Apelul RPC solicitat nu este permis',
  'error.RequestAbortedError': 'Cererea a fost anulată',
  'error.TimeoutError': 'Ceva nu a mers bine',
  'error.SignMessageError': 'Semnarea a eșuat',
  'error.HttpRequestError': 'Cererea a eșuat cu starea {status}',
  'error.FeatureLoadError': 'Funcția „{featureId}” nu s-a putut încărca',
  'error.EngineDestroyedError': 'Fereastra a fost închisă definitiv',
  'error.DisconnectError': 'Deconectarea a eșuat',
} satisfies Translation<typeof coreMessages>
