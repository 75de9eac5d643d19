import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': 'Kirjaudu sisään',
  needsToConnect: '{dapp} tarvitsee yhteyden lompakkoosi',
  thisApp: 'Tämä sovellus',
  wallet: 'Lompakko',
  'intro.required':
    'Allekirjoita tämä viesti todistaaksesi, että lompakko on sinun, ja jatka. Jos peruutat, yhteys katkaistaan.',
  'intro.optional':
    'Allekirjoita tämä viesti todistaaksesi, että lompakko on sinun, ja jatka. Voit peruuttaa ja pysyä yhdistettynä kirjautumatta sisään.',
  cancel: 'Peruuta',
  cancelling: 'Peruutetaan…',
  sign: 'Allekirjoita',
  signing: 'Allekirjoitetaan…',
  signFailed: 'Virhe viestin allekirjoittamisessa',
  'error.InvalidSiwxSignatureError': 'Allekirjoitus ei ole kelvollinen',
  'error.SiwxStorageError': 'Kirjautumistietojen tallennus epäonnistui',
  'error.InvalidSiwxMessageError': 'Sovelluksen kirjautumisviestiä ei voitu luoda',
  startFailed: 'Todennuksen käynnistämisessä tapahtui virhe',
  signatureDeclined: 'Allekirjoitus hylätty',
} satisfies Translation<typeof siwxMessages>
