import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Copiado',
  drawingQrCode: 'Generando el código QR',
  selectToken: 'Seleccionar token',
  'amount.thousands':
    'Sin separadores de miles: escribe 1000 (punto o coma solo para decimales: 1,5)',
  'amount.exponent': 'Escribe el importe con dígitos normales: no se acepta 1e18',
  'amount.digits': 'Solo dígitos y un separador decimal',
  'amount.noDecimals': 'Este token no admite decimales',
  'amount.decimals': {
    one: 'Como máximo {count} decimal para este token',
    many: 'Como máximo {count} decimales para este token',
    other: 'Como máximo {count} decimales para este token',
  },
} satisfies Translation<typeof kitMessages>
