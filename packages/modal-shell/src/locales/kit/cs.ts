import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Zkopírováno',
  drawingQrCode: 'Vytváření QR kódu',
  selectToken: 'Vybrat token',
} satisfies Translation<typeof kitMessages>
