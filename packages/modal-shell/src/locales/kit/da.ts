import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Kopieret',
  drawingQrCode: 'Opretter QR-kode',
  selectToken: 'Vælg token',
  'amount.thousands':
    'Ingen tusindtalsseparatorer: skriv 1000 (punktum eller komma kun til decimaler: 1,5)',
  'amount.exponent': 'Skriv beløbet med almindelige cifre: 1e18 accepteres ikke',
  'amount.digits': 'Kun cifre og ét decimaltegn',
  'amount.noDecimals': 'Denne token har ingen decimaler',
  'amount.decimals': {
    one: 'Højst {count} decimal for denne token',
    other: 'Højst {count} decimaler for denne token',
  },
} satisfies Translation<typeof kitMessages>
