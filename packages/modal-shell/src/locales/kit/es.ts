import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Copiado',
  drawingQrCode: 'Generando el código QR',
  selectToken: 'Seleccionar token',
} satisfies Translation<typeof kitMessages>
