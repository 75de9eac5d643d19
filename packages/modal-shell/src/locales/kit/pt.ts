import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Copiado',
  drawingQrCode: 'A gerar o código QR',
  selectToken: 'Selecionar token',
} satisfies Translation<typeof kitMessages>
