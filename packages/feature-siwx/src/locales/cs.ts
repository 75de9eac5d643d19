import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': 'Přihlásit se',
  needsToConnect: '{dapp} se potřebuje připojit k vaší peněžence',
  thisApp: 'Tato aplikace',
  wallet: 'Peněženka',
  'intro.required':
    'Podepište tuto zprávu, abyste prokázali, že peněženka patří vám, a pokračujte. Zrušením se odpojíte.',
  'intro.optional':
    'Podepište tuto zprávu, abyste prokázali, že peněženka patří vám, a pokračujte. Můžete ji zrušit a zůstat připojeni bez přihlášení.',
  cancel: 'Zrušit',
  cancelling: 'Ruší se…',
  sign: 'Podepsat',
  signing: 'Podepisuje se…',
  signFailed: 'Chyba při podepisování zprávy',
  'error.InvalidSiwxSignatureError': 'Podpis není platný',
  'error.SiwxStorageError': 'Úložiště přihlášení selhalo',
  'error.InvalidSiwxMessageError': 'Přihlašovací zprávu této aplikace se nepodařilo vytvořit',
  startFailed: 'Při spouštění ověření došlo k problému',
  signatureDeclined: 'Podpis odmítnut',
} satisfies Translation<typeof siwxMessages>
