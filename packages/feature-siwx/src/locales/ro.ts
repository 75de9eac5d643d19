import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': 'Autentificare',
  needsToConnect: '{dapp} trebuie să se conecteze la portofelul tău',
  thisApp: 'Această aplicație',
  wallet: 'Portofel',
  'intro.required':
    'Semnează acest mesaj ca să dovedești că portofelul este al tău și să continui. Dacă anulezi, vei fi deconectat.',
  'intro.optional':
    'Semnează acest mesaj ca să dovedești că portofelul este al tău și să continui. Poți anula și rămâne conectat fără să te autentifici.',
  cancel: 'Anulează',
  cancelling: 'Se anulează…',
  sign: 'Semnează',
  signing: 'Se semnează…',
  signFailed: 'Eroare la semnarea mesajului',
  'error.InvalidSiwxSignatureError': 'Semnătura nu este validă',
  'error.SiwxStorageError': 'Stocarea autentificării a eșuat',
  'error.InvalidSiwxMessageError':
    'Mesajul de autentificare al acestei aplicații nu a putut fi creat',
  startFailed: 'A apărut o problemă la pornirea autentificării',
  signatureDeclined: 'Semnătură refuzată',
} satisfies Translation<typeof siwxMessages>
