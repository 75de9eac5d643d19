import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Skopiowano',
  drawingQrCode: 'Generowanie kodu QR',
  selectToken: 'Wybierz token',
} satisfies Translation<typeof kitMessages>
