import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': 'Anmelden',
  needsToConnect: '{dapp} möchte sich mit Ihrer Wallet verbinden',
  thisApp: 'Diese App',
  wallet: 'Wallet',
  'intro.required':
    'Signieren Sie diese Nachricht, um zu bestätigen, dass Ihnen diese Wallet gehört, und fortzufahren. Wenn Sie abbrechen, wird die Verbindung getrennt.',
  'intro.optional':
    'Signieren Sie diese Nachricht, um zu bestätigen, dass Ihnen diese Wallet gehört, und fortzufahren. Sie können abbrechen und ohne Anmeldung verbunden bleiben.',
  cancel: 'Abbrechen',
  cancelling: 'Wird abgebrochen…',
  sign: 'Signieren',
  signing: 'Wird signiert…',
  signFailed: 'Fehler beim Signieren der Nachricht',
  'error.InvalidSiwxSignatureError': 'Die Signatur ist ungültig',
  'error.SiwxStorageError': 'Der Anmeldespeicher ist fehlgeschlagen',
  'error.InvalidSiwxMessageError': 'Die Anmeldenachricht dieser App konnte nicht erstellt werden',
  startFailed: 'Beim Starten der Authentifizierung ist ein Problem aufgetreten',
  signatureDeclined: 'Signatur abgelehnt',
} satisfies Translation<typeof siwxMessages>
