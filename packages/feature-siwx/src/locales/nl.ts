import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': 'Inloggen',
  needsToConnect: '{dapp} wil verbinding maken met je wallet',
  thisApp: 'Deze app',
  wallet: 'Wallet',
  'intro.required':
    'Onderteken dit bericht om te bewijzen dat deze wallet van jou is en om verder te gaan. Als je annuleert, wordt de verbinding verbroken.',
  'intro.optional':
    'Onderteken dit bericht om te bewijzen dat deze wallet van jou is en om verder te gaan. Je kunt annuleren en verbonden blijven zonder in te loggen.',
  cancel: 'Annuleren',
  cancelling: 'Annuleren…',
  sign: 'Ondertekenen',
  signing: 'Ondertekenen…',
  signFailed: 'Fout bij het ondertekenen van het bericht',
  'error.InvalidSiwxSignatureError': 'De handtekening is ongeldig',
  'error.SiwxStorageError': 'De opslag voor inloggen is mislukt',
  'error.InvalidSiwxMessageError': 'Het inlogbericht van deze app kon niet worden gemaakt',
  startFailed: 'Er is een probleem opgetreden bij het starten van de verificatie',
  signatureDeclined: 'Handtekening geweigerd',
} satisfies Translation<typeof siwxMessages>
