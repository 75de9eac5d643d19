import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': 'Logga in',
  needsToConnect: '{dapp} behöver ansluta till din plånbok',
  thisApp: 'Den här appen',
  wallet: 'Plånbok',
  'intro.required':
    'Signera det här meddelandet för att bevisa att du äger plånboken och fortsätta. Om du avbryter kopplas du från.',
  'intro.optional':
    'Signera det här meddelandet för att bevisa att du äger plånboken och fortsätta. Du kan avbryta och förbli ansluten utan att logga in.',
  cancel: 'Avbryt',
  cancelling: 'Avbryter…',
  sign: 'Signera',
  signing: 'Signerar…',
  signFailed: 'Det gick inte att signera meddelandet',
  'error.InvalidSiwxSignatureError': 'Signaturen är ogiltig',
  'error.SiwxStorageError': 'Lagringen för inloggning misslyckades',
  'error.InvalidSiwxMessageError': 'Appens inloggningsmeddelande kunde inte skapas',
  startFailed: 'Ett problem uppstod när autentiseringen skulle startas',
  signatureDeclined: 'Signaturen avvisades',
} satisfies Translation<typeof siwxMessages>
