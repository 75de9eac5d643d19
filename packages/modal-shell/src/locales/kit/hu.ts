import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Másolva',
  drawingQrCode: 'QR-kód készítése',
  selectToken: 'Token kiválasztása',
  'amount.thousands':
    'Ezreselválasztó nélkül: írd be így: 1000 (pont vagy vessző csak tizedesekhez: 1,5)',
  'amount.exponent': 'Az összeget egyszerű számjegyekkel írd be: az 1e18 nem elfogadott',
  'amount.digits': 'Csak számjegyek és egy tizedesjel',
  'amount.noDecimals': 'Ennek a tokennek nincsenek tizedesjegyei',
  'amount.decimals': {
    one: 'Ennél a tokennél legfeljebb {count} tizedesjegy',
    other: 'Ennél a tokennél legfeljebb {count} tizedesjegy',
  },
} satisfies Translation<typeof kitMessages>
