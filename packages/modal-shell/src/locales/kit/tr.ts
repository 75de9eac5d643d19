import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Kopyalandı',
  drawingQrCode: 'QR kodu oluşturuluyor',
  selectToken: 'Token seçin',
} satisfies Translation<typeof kitMessages>
