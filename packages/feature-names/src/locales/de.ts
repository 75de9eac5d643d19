import type { Translation } from '@gangway/core'
import type { namesMessages } from '../messages.js'

export default {
  'view.ChooseAccountName': 'Namen wählen',
  'view.RegisterAccountName': 'Namen wählen',
  'view.RegisterAccountNameSuccess': 'Kontoname',
  'action.names': 'Namen wählen',
  chooseTitle: 'Wählen Sie Ihren Kontonamen',
  chooseText:
    'Schluss mit 0x-Adressen: Ein Name wie {example} lässt sich leichter teilen und als Empfänger angeben.',
  exampleName: 'ihrname',
  chooseName: 'Namen wählen',
  accountName: 'Kontoname',
  suggestions: 'Vorschläge',
  register: 'Registrieren',
  tooShort: {
    one: 'Der Name muss mindestens {count} Zeichen lang sein',
    other: 'Der Name muss mindestens {count} Zeichen lang sein',
  },
  invalidCharacters: 'Der Name darf nur Buchstaben, Ziffern und Bindestriche enthalten',
  alreadyOwned: 'Sie besitzen bereits einen Namen',
  registered: 'Vergeben',
  available: 'Verfügbar',
  suggestionsFailed: 'Namensvorschläge konnten nicht abgerufen werden',
  registerFailed: 'Der Name {name} konnte nicht registriert werden',
  noAccount: 'Adresse oder Anmelde-Connector nicht gefunden',
  signatureDeclined: 'Signatur abgelehnt',
  signatureExpired: {
    one: 'Das Signieren hat länger als {count} Sekunde gedauert. Tippen Sie auf „Registrieren“ und signieren Sie erneut.',
    other:
      'Das Signieren hat länger als {count} Sekunden gedauert. Tippen Sie auf „Registrieren“ und signieren Sie erneut.',
  },
  registeringStatus:
    '{name} wird registriert. Signieren Sie die Nachricht in Ihrer Wallet, um den Namen zu bestätigen.',
  registering: 'Wird registriert',
  registeringName: '{name} wird registriert',
  signToConfirm: 'Signieren Sie die Nachricht in Ihrer Wallet, um den Namen zu bestätigen.',
  successStatus: 'Kontoname erfolgreich gewählt: {name}',
  success: 'Kontoname erfolgreich gewählt',
  receiveAtName: 'Sie können jetzt Krypto unter Ihrem neuen Namen empfangen.',
  backToAccount: 'Zurück zum Konto',
} satisfies Translation<typeof namesMessages>
