import type { Translation } from '@gangway/core'
import type { namesMessages } from '../messages.js'

export default {
  'view.ChooseAccountName': 'Scegli nome',
  'view.RegisterAccountName': 'Scegli nome',
  'view.RegisterAccountNameSuccess': 'Nome dell’account',
  'action.names': 'Scegli un nome',
  chooseTitle: 'Scegli il nome del tuo account',
  chooseText:
    'Addio indirizzi 0x: un nome come {example} è più facile da condividere e da usare per ricevere.',
  exampleName: 'tuonome',
  chooseName: 'Scegli nome',
  accountName: 'Nome dell’account',
  suggestions: 'Suggerimenti',
  register: 'Registra',
  tooShort: {
    one: 'Il nome deve avere almeno {count} carattere',
    other: 'Il nome deve avere almeno {count} caratteri',
  },
  invalidCharacters: 'Il nome può contenere solo lettere, cifre e trattini',
  alreadyOwned: 'Possiedi già un nome',
  registered: 'Registrato',
  available: 'Disponibile',
  suggestionsFailed: 'Impossibile recuperare i suggerimenti di nomi',
  registerFailed: 'Impossibile registrare il nome {name}',
  noAccount: 'Indirizzo o connettore di autenticazione non trovato',
  signatureDeclined: 'Firma rifiutata',
  signatureExpired: {
    one: 'La firma ha richiesto più di {count} secondo. Premi Registra e firma di nuovo.',
    other: 'La firma ha richiesto più di {count} secondi. Premi Registra e firma di nuovo.',
  },
  registeringStatus:
    'Registrazione di {name}. Firma il messaggio nel tuo wallet per confermare il nome.',
  registering: 'Registrazione',
  registeringName: 'Registrazione di {name}',
  signToConfirm: 'Firma il messaggio nel tuo wallet per confermare il nome.',
  successStatus: 'Nome dell’account scelto: {name}',
  success: 'Nome dell’account scelto',
  receiveAtName: 'Ora puoi ricevere cripto con il tuo nuovo nome.',
  backToAccount: 'Torna all’account',
} satisfies Translation<typeof namesMessages>
