import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Zkopírováno',
  drawingQrCode: 'Vytváření QR kódu',
  selectToken: 'Vybrat token',
  'amount.thousands':
    'Bez oddělovačů tisíců: zadejte 1000 (tečka nebo čárka jen pro desetinná místa: 1,5)',
  'amount.exponent': 'Zadejte částku běžnými číslicemi: zápis 1e18 nelze použít',
  'amount.digits': 'Pouze číslice a jeden desetinný oddělovač',
  'amount.noDecimals': 'Tento token nemá desetinná místa',
  'amount.decimals': {
    one: 'Nejvýše {count} desetinné místo pro tento token',
    few: 'Nejvýše {count} desetinná místa pro tento token',
    many: 'Nejvýše {count} desetinného místa pro tento token',
    other: 'Nejvýše {count} desetinných míst pro tento token',
  },
} satisfies Translation<typeof kitMessages>
