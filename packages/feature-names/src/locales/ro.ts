import type { Translation } from '@gangway/core'
import type { namesMessages } from '../messages.js'

export default {
  'view.ChooseAccountName': 'Alege numele',
  'view.RegisterAccountName': 'Alege numele',
  'view.RegisterAccountNameSuccess': 'Numele contului',
  'action.names': 'Alege un nume',
  chooseTitle: 'Alege numele contului tău',
  chooseText:
    'Adio, adrese 0x: un nume ca {example} e mai ușor de împărtășit și de folosit la trimiteri.',
  exampleName: 'numeletau',
  chooseName: 'Alege numele',
  accountName: 'Numele contului',
  suggestions: 'Sugestii',
  register: 'Înregistrează',
  tooShort: {
    one: 'Numele trebuie să aibă cel puțin {count} caracter',
    few: 'Numele trebuie să aibă cel puțin {count} caractere',
    other: 'Numele trebuie să aibă cel puțin {count} de caractere',
  },
  invalidCharacters: 'Numele poate conține doar litere, cifre și cratime',
  alreadyOwned: 'Ai deja un nume',
  registered: 'Ocupat',
  available: 'Disponibil',
  suggestionsFailed: 'Sugestiile de nume nu au putut fi obținute',
  registerFailed: 'Numele {name} nu a putut fi înregistrat',
  noAccount: 'Adresa sau conectorul de autentificare nu a fost găsit',
  signatureDeclined: 'Semnătură refuzată',
  signatureExpired: {
    one: 'Semnarea a durat mai mult de {count} secundă. Apasă Înregistrează și semnează din nou.',
    few: 'Semnarea a durat mai mult de {count} secunde. Apasă Înregistrează și semnează din nou.',
    other:
      'Semnarea a durat mai mult de {count} de secunde. Apasă Înregistrează și semnează din nou.',
  },
  registeringStatus:
    'Se înregistrează {name}. Semnează mesajul în portofel pentru a confirma numele.',
  registering: 'Se înregistrează',
  registeringName: 'Se înregistrează {name}',
  signToConfirm: 'Semnează mesajul în portofel pentru a confirma numele.',
  successStatus: 'Numele contului a fost ales: {name}',
  success: 'Numele contului a fost ales',
  receiveAtName: 'Acum poți primi cripto pe noul tău nume.',
  backToAccount: 'Înapoi la cont',
} satisfies Translation<typeof namesMessages>
