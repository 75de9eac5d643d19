import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Disalin',
  drawingQrCode: 'Membuat kode QR',
  selectToken: 'Pilih token',
} satisfies Translation<typeof kitMessages>
