import type { Translation } from '@gangway/core'
import type { namesMessages } from '../messages.js'

export default {
  'view.ChooseAccountName': 'Név választása',
  'view.RegisterAccountName': 'Név választása',
  'view.RegisterAccountNameSuccess': 'Fióknév',
  'action.names': 'Név választása',
  chooseTitle: 'Válassza ki a fiókja nevét',
  chooseText:
    'Búcsú a 0x-címektől: egy olyan nevet, mint a(z) {example}, könnyebb megosztani és címzettként megadni.',
  exampleName: 'neved',
  chooseName: 'Név választása',
  accountName: 'Fióknév',
  suggestions: 'Javaslatok',
  register: 'Regisztrálás',
  tooShort: {
    one: 'A névnek legalább {count} karakterből kell állnia',
    other: 'A névnek legalább {count} karakterből kell állnia',
  },
  invalidCharacters: 'A név csak betűket, számjegyeket és kötőjeleket tartalmazhat',
  alreadyOwned: 'Már van neve',
  registered: 'Foglalt',
  available: 'Szabad',
  suggestionsFailed: 'Nem sikerült lekérni a névjavaslatokat',
  registerFailed: 'Nem sikerült regisztrálni a(z) {name} nevet',
  noAccount: 'A cím vagy a bejelentkezési összekötő nem található',
  signatureDeclined: 'Az aláírást elutasították',
  signatureExpired: {
    one: 'Az aláírás {count} másodpercnél tovább tartott. Koppintson a Regisztrálás gombra, és írja alá újra.',
    other:
      'Az aláírás {count} másodpercnél tovább tartott. Koppintson a Regisztrálás gombra, és írja alá újra.',
  },
  registeringStatus:
    '{name} regisztrálása. A név megerősítéséhez írja alá az üzenetet a tárcájában.',
  registering: 'Regisztrálás folyamatban',
  registeringName: '{name} regisztrálása',
  signToConfirm: 'A név megerősítéséhez írja alá az üzenetet a tárcájában.',
  successStatus: 'Fióknév kiválasztva: {name}',
  success: 'Fióknév kiválasztva',
  receiveAtName: 'Mostantól az új nevén is fogadhat kriptót.',
  backToAccount: 'Vissza a fiókhoz',
} satisfies Translation<typeof namesMessages>
