import type { Translation } from '@gangway/core'
import type { namesMessages } from '../messages.js'

export default {
  'view.ChooseAccountName': 'Valitse nimi',
  'view.RegisterAccountName': 'Valitse nimi',
  'view.RegisterAccountNameSuccess': 'Tilin nimi',
  'action.names': 'Valitse nimi',
  chooseTitle: 'Valitse tilisi nimi',
  chooseText:
    'Hyvästi 0x-osoitteet: nimen, kuten {example}, voi jakaa helpommin, ja siihen on helpompi lähettää.',
  exampleName: 'nimesi',
  chooseName: 'Valitse nimi',
  accountName: 'Tilin nimi',
  suggestions: 'Ehdotukset',
  register: 'Rekisteröi',
  tooShort: {
    one: 'Nimessä on oltava vähintään {count} merkki',
    other: 'Nimessä on oltava vähintään {count} merkkiä',
  },
  invalidCharacters: 'Nimessä voi olla vain kirjaimia, numeroita ja yhdysmerkkejä',
  alreadyOwned: 'Sinulla on jo nimi',
  registered: 'Varattu',
  available: 'Vapaa',
  suggestionsFailed: 'Nimiehdotusten hakeminen epäonnistui',
  registerFailed: 'Nimen {name} rekisteröinti epäonnistui',
  noAccount: 'Osoitetta tai kirjautumisyhteyttä ei löytynyt',
  signatureDeclined: 'Allekirjoitus hylättiin',
  signatureExpired: {
    one: 'Allekirjoittaminen kesti yli {count} sekunnin. Paina Rekisteröi ja allekirjoita uudelleen.',
    other:
      'Allekirjoittaminen kesti yli {count} sekuntia. Paina Rekisteröi ja allekirjoita uudelleen.',
  },
  registeringStatus:
    'Rekisteröidään nimeä {name}. Vahvista nimi allekirjoittamalla viesti lompakossasi.',
  registering: 'Rekisteröidään',
  registeringName: 'Rekisteröidään {name}',
  signToConfirm: 'Vahvista nimi allekirjoittamalla viesti lompakossasi.',
  successStatus: 'Tilin nimi valittu: {name}',
  success: 'Tilin nimi valittu',
  receiveAtName: 'Voit nyt vastaanottaa kryptoa uudella nimelläsi.',
  backToAccount: 'Takaisin tiliin',
} satisfies Translation<typeof namesMessages>
