import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Gekopieerd',
  drawingQrCode: 'QR-code maken',
  selectToken: 'Token kiezen',
  'amount.thousands':
    'Geen scheidingstekens voor duizendtallen: typ 1000 (punt of komma alleen voor decimalen: 1,5)',
  'amount.exponent': 'Typ het bedrag in gewone cijfers: 1e18 wordt niet geaccepteerd',
  'amount.digits': 'Alleen cijfers en één decimaalteken',
  'amount.noDecimals': 'Deze token heeft geen decimalen',
  'amount.decimals': {
    one: 'Maximaal {count} decimaal voor deze token',
    other: 'Maximaal {count} decimalen voor deze token',
  },
} satisfies Translation<typeof kitMessages>
