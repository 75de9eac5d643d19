import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': 'Accedi',
  needsToConnect: '{dapp} deve connettersi al tuo wallet',
  thisApp: 'Questa app',
  wallet: 'Wallet',
  'intro.required':
    'Firma questo messaggio per dimostrare che il wallet è tuo e continuare. Se annulli, verrai disconnesso.',
  'intro.optional':
    'Firma questo messaggio per dimostrare che il wallet è tuo e continuare. Puoi annullare e restare connesso senza accedere.',
  cancel: 'Annulla',
  cancelling: 'Annullamento…',
  sign: 'Firma',
  signing: 'Firma in corso…',
  signFailed: 'Errore durante la firma del messaggio',
  'error.InvalidSiwxSignatureError': 'La firma non è valida',
  'error.SiwxStorageError': 'L’archivio degli accessi non ha funzionato',
  'error.InvalidSiwxMessageError': 'Impossibile creare il messaggio di accesso di questa app',
  startFailed: 'Si è verificato un problema durante l’avvio dell’autenticazione',
  signatureDeclined: 'Firma rifiutata',
} satisfies Translation<typeof siwxMessages>
