import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': 'Bejelentkezés',
  needsToConnect: '{dapp} csatlakozni szeretne a tárcádhoz',
  thisApp: 'Ez az alkalmazás',
  wallet: 'Tárca',
  'intro.required':
    'Írd alá ezt az üzenetet, hogy igazold, a tárca a tiéd, és folytasd. Ha megszakítod, a kapcsolat bontásra kerül.',
  'intro.optional':
    'Írd alá ezt az üzenetet, hogy igazold, a tárca a tiéd, és folytasd. Megszakíthatod, és bejelentkezés nélkül is csatlakozva maradhatsz.',
  cancel: 'Mégse',
  cancelling: 'Megszakítás…',
  sign: 'Aláírás',
  signing: 'Aláírás folyamatban…',
  signFailed: 'Hiba az üzenet aláírásakor',
  'error.InvalidSiwxSignatureError': 'Az aláírás érvénytelen',
  'error.SiwxStorageError': 'A bejelentkezési tároló hibát jelzett',
  'error.InvalidSiwxMessageError': 'Az alkalmazás bejelentkezési üzenetét nem sikerült létrehozni',
  startFailed: 'Hiba történt a hitelesítés indításakor',
  signatureDeclined: 'Aláírás elutasítva',
} satisfies Translation<typeof siwxMessages>
