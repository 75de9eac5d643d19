import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Kopiert',
  drawingQrCode: 'Lager QR-kode',
  selectToken: 'Velg token',
  'amount.thousands':
    'Ingen tusenskilletegn: skriv 1000 (punktum eller komma bare for desimaler: 1,5)',
  'amount.exponent': 'Skriv beløpet med vanlige sifre: 1e18 godtas ikke',
  'amount.digits': 'Bare sifre og ett desimaltegn',
  'amount.noDecimals': 'Denne tokenen har ingen desimaler',
  'amount.decimals': {
    one: 'Maks {count} desimal for denne tokenen',
    other: 'Maks {count} desimaler for denne tokenen',
  },
} satisfies Translation<typeof kitMessages>
