import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Kopierat',
  drawingQrCode: 'Skapar QR-kod',
  selectToken: 'Välj token',
  'amount.thousands':
    'Inga tusentalsavgränsare: skriv 1000 (punkt eller komma bara för decimaler: 1,5)',
  'amount.exponent': 'Skriv beloppet med vanliga siffror: 1e18 godtas inte',
  'amount.digits': 'Endast siffror och ett decimaltecken',
  'amount.noDecimals': 'Den här token har inga decimaler',
  'amount.decimals': {
    one: 'Högst {count} decimal för den här token',
    other: 'Högst {count} decimaler för den här token',
  },
} satisfies Translation<typeof kitMessages>
