import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Kopioitu',
  drawingQrCode: 'Luodaan QR-koodia',
  selectToken: 'Valitse tokeni',
  'amount.thousands': 'Ei tuhaterottimia: kirjoita 1000 (piste tai pilkku vain desimaaleille: 1,5)',
  'amount.exponent': 'Kirjoita summa tavallisin numeroin: 1e18 ei kelpaa',
  'amount.digits': 'Vain numeroita ja yksi desimaalierotin',
  'amount.noDecimals': 'Tällä tokenilla ei ole desimaaleja',
  'amount.decimals': {
    one: 'Enintään {count} desimaali tälle tokenille',
    other: 'Enintään {count} desimaalia tälle tokenille',
  },
} satisfies Translation<typeof kitMessages>
