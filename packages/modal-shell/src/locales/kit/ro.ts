import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Copiat',
  drawingQrCode: 'Se generează codul QR',
  selectToken: 'Selectează tokenul',
  'amount.thousands':
    'Fără separatori de mii: scrie 1000 (punct sau virgulă doar pentru zecimale: 1,5)',
  'amount.exponent': 'Scrie suma cu cifre obișnuite: 1e18 nu este acceptat',
  'amount.digits': 'Doar cifre și un singur separator zecimal',
  'amount.noDecimals': 'Acest token nu are zecimale',
  'amount.decimals': {
    one: 'Cel mult {count} zecimală pentru acest token',
    few: 'Cel mult {count} zecimale pentru acest token',
    other: 'Cel mult {count} de zecimale pentru acest token',
  },
} satisfies Translation<typeof kitMessages>
