import type { Translation } from '@gangway/core'
import type { namesMessages } from '../messages.js'

export default {
  'view.ChooseAccountName': 'Naam kiezen',
  'view.RegisterAccountName': 'Naam kiezen',
  'view.RegisterAccountNameSuccess': 'Accountnaam',
  'action.names': 'Een naam kiezen',
  chooseTitle: 'Kies je accountnaam',
  chooseText:
    'Nooit meer 0x-adressen: een naam als {example} is makkelijker te delen en om naar te versturen.',
  exampleName: 'jouwnaam',
  chooseName: 'Naam kiezen',
  accountName: 'Accountnaam',
  suggestions: 'Suggesties',
  register: 'Registreren',
  tooShort: {
    one: 'De naam moet minstens {count} teken lang zijn',
    other: 'De naam moet minstens {count} tekens lang zijn',
  },
  invalidCharacters: 'De naam mag alleen letters, cijfers en koppeltekens bevatten',
  alreadyOwned: 'Je hebt al een naam',
  registered: 'Bezet',
  available: 'Beschikbaar',
  suggestionsFailed: 'Kan geen naamsuggesties ophalen',
  registerFailed: 'Kan de naam {name} niet registreren',
  noAccount: 'Adres of inlogconnector niet gevonden',
  signatureDeclined: 'Handtekening geweigerd',
  signatureExpired: {
    one: 'Het ondertekenen duurde langer dan {count} seconde. Tik op Registreren en onderteken opnieuw.',
    other:
      'Het ondertekenen duurde langer dan {count} seconden. Tik op Registreren en onderteken opnieuw.',
  },
  registeringStatus:
    '{name} wordt geregistreerd. Onderteken het bericht in je wallet om de naam te bevestigen.',
  registering: 'Bezig met registreren',
  registeringName: '{name} wordt geregistreerd',
  signToConfirm: 'Onderteken het bericht in je wallet om de naam te bevestigen.',
  successStatus: 'Accountnaam gekozen: {name}',
  success: 'Accountnaam gekozen',
  receiveAtName: 'Je kunt nu crypto ontvangen op je nieuwe naam.',
  backToAccount: 'Terug naar account',
} satisfies Translation<typeof namesMessages>
