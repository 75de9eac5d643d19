import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Másolva',
  drawingQrCode: 'QR-kód készítése',
  selectToken: 'Token kiválasztása',
} satisfies Translation<typeof kitMessages>
