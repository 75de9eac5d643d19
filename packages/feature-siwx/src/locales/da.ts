import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': 'Log ind',
  needsToConnect: '{dapp} skal have forbindelse til din tegnebog',
  thisApp: 'Denne app',
  wallet: 'Tegnebog',
  'intro.required':
    'Signér denne besked for at bevise, at tegnebogen er din, og fortsætte. Hvis du annullerer, bliver forbindelsen afbrudt.',
  'intro.optional':
    'Signér denne besked for at bevise, at tegnebogen er din, og fortsætte. Du kan annullere og forblive forbundet uden at logge ind.',
  cancel: 'Annuller',
  cancelling: 'Annullerer…',
  sign: 'Signér',
  signing: 'Signerer…',
  signFailed: 'Fejl ved signering af beskeden',
  'error.InvalidSiwxSignatureError': 'Signaturen er ugyldig',
  'error.SiwxStorageError': 'Lageret til login fejlede',
  'error.InvalidSiwxMessageError': 'Appens loginbesked kunne ikke oprettes',
  startFailed: 'Der opstod et problem under start af godkendelsen',
  signatureDeclined: 'Signatur afvist',
} satisfies Translation<typeof siwxMessages>
