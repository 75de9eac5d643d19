import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'کاپی ہو گیا',
  drawingQrCode: 'QR کوڈ بن رہا ہے',
  selectToken: 'ٹوکن منتخب کریں',
} satisfies Translation<typeof kitMessages>
