import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Skopiowano',
  drawingQrCode: 'Generowanie kodu QR',
  selectToken: 'Wybierz token',
  'amount.thousands':
    'Bez separatorów tysięcy: wpisz 1000 (kropka lub przecinek tylko dla części dziesiętnej: 1,5)',
  'amount.exponent': 'Wpisz kwotę zwykłymi cyframi: zapis 1e18 nie jest akceptowany',
  'amount.digits': 'Tylko cyfry i jeden separator dziesiętny',
  'amount.noDecimals': 'Ten token nie ma miejsc po przecinku',
  'amount.decimals': {
    one: 'Maksymalnie {count} miejsce po przecinku dla tego tokena',
    few: 'Maksymalnie {count} miejsca po przecinku dla tego tokena',
    many: 'Maksymalnie {count} miejsc po przecinku dla tego tokena',
    other: 'Maksymalnie {count} miejsca po przecinku dla tego tokena',
  },
} satisfies Translation<typeof kitMessages>
