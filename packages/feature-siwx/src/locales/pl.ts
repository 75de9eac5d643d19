import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': 'Zaloguj się',
  needsToConnect: '{dapp} musi połączyć się z Twoim portfelem',
  thisApp: 'Ta aplikacja',
  wallet: 'Portfel',
  'intro.required':
    'Podpisz tę wiadomość, aby potwierdzić, że ten portfel należy do Ciebie, i przejść dalej. Anulowanie spowoduje rozłączenie.',
  'intro.optional':
    'Podpisz tę wiadomość, aby potwierdzić, że ten portfel należy do Ciebie, i przejść dalej. Możesz anulować i pozostać połączony bez logowania.',
  cancel: 'Anuluj',
  cancelling: 'Anulowanie…',
  sign: 'Podpisz',
  signing: 'Podpisywanie…',
  signFailed: 'Błąd podczas podpisywania wiadomości',
  'error.InvalidSiwxSignatureError': 'Podpis jest nieprawidłowy',
  'error.SiwxStorageError': 'Zapis danych logowania nie powiódł się',
  'error.InvalidSiwxMessageError': 'Nie udało się utworzyć wiadomości logowania tej aplikacji',
  startFailed: 'Wystąpił problem podczas uruchamiania uwierzytelniania',
  signatureDeclined: 'Podpis odrzucony',
} satisfies Translation<typeof siwxMessages>
