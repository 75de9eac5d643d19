import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': 'Podpis odrzucony',
  'toast.authenticating': 'Uwierzytelnianie…',
  'toast.tokenBalanceUnavailable': 'Saldo tokena niedostępne',
  'toast.somethingWentWrong': 'Coś poszło nie tak',
  'toast.transactionStarted': 'Transakcja rozpoczęta',
  'toast.actionNotAllowed': 'Działanie niedozwolone',
  'alert.invalidAppConfiguration.title': 'Nieprawidłowa konfiguracja aplikacji',
  'alert.invalidAppConfiguration.description':
    'Ta domena nie znajduje się na liście dozwolonych projektu. Zaktualizuj konfigurację w panelu dostawcy.',
  'alert.projectIdNotConfigured.title': 'Nie skonfigurowano ID projektu',
  'alert.projectIdNotConfigured.description':
    'Przekaż projectId do createModal(); usługi hostowane go potrzebują.',
  'alert.switchNetworkNotFound.title': 'Nie znaleziono sieci',
  'alert.switchNetworkNotFound.description':
    'Portfel nie może przełączyć się na tę sieć. Dodaj ją w portfelu i spróbuj ponownie.',
  'error.InvalidAddressError': 'Nieprawidłowy adres',
  'error.UnrecognizedChainError': 'Nieznany łańcuch',
  'error.ChainNotSupportedError': 'Łańcuch nie jest obsługiwany',
  'error.NetworkNotFoundError': 'Nie znaleziono sieci',
  'error.UnsupportedChainError': 'Nieobsługiwany łańcuch',
  'error.UserRejectedRequestError': 'Odrzucono żądanie.',
  'error.ProviderNotFoundError': 'Nie znaleziono dostawcy portfela.',
  'error.RpcMethodNotAllowedError': 'Żądane wywołanie RPC jest niedozwolone',
  'error.RequestAbortedError': 'Żądanie zostało przerwane',
  'error.TimeoutError': 'Coś poszło nie tak',
  'error.SignMessageError': 'Podpisywanie nie powiodło się',
  'error.HttpRequestError': 'Żądanie nie powiodło się ze statusem {status}',
  'error.FeatureLoadError': 'Nie udało się załadować funkcji „{featureId}”',
  'error.EngineDestroyedError': 'Okno zostało zamknięte na stałe',
  'error.DisconnectError': 'Nie udało się rozłączyć',
} satisfies Translation<typeof coreMessages>
