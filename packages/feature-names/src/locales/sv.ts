import type { Translation } from '@gangway/core'
import type { namesMessages } from '../messages.js'

export default {
  'view.ChooseAccountName': 'Välj namn',
  'view.RegisterAccountName': 'Välj namn',
  'view.RegisterAccountNameSuccess': 'Kontonamn',
  'action.names': 'Välj ett namn',
  chooseTitle: 'Välj ditt kontonamn',
  chooseText: 'Slipp 0x-adresser: ett namn som {example} är lättare att dela och att skicka till.',
  exampleName: 'dittnamn',
  chooseName: 'Välj namn',
  accountName: 'Kontonamn',
  suggestions: 'Förslag',
  register: 'Registrera',
  tooShort: {
    one: 'Namnet måste ha minst {count} tecken',
    other: 'Namnet måste ha minst {count} tecken',
  },
  invalidCharacters: 'Namnet får bara innehålla bokstäver, siffror och bindestreck',
  alreadyOwned: 'Du har redan ett namn',
  registered: 'Upptaget',
  available: 'Ledigt',
  suggestionsFailed: 'Det gick inte att hämta namnförslag',
  registerFailed: 'Det gick inte att registrera namnet {name}',
  noAccount: 'Adressen eller inloggningskopplingen hittades inte',
  signatureDeclined: 'Signaturen avböjdes',
  signatureExpired: {
    one: 'Signeringen tog längre än {count} sekund. Tryck på Registrera och signera igen.',
    other: 'Signeringen tog längre än {count} sekunder. Tryck på Registrera och signera igen.',
  },
  registeringStatus:
    'Registrerar {name}. Signera meddelandet i din plånbok för att bekräfta namnet.',
  registering: 'Registrerar',
  registeringName: 'Registrerar {name}',
  signToConfirm: 'Signera meddelandet i din plånbok för att bekräfta namnet.',
  successStatus: 'Kontonamnet har valts: {name}',
  success: 'Kontonamnet har valts',
  receiveAtName: 'Nu kan du ta emot krypto på ditt nya namn.',
  backToAccount: 'Tillbaka till kontot',
} satisfies Translation<typeof namesMessages>
