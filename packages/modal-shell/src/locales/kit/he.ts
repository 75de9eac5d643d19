import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'הועתק',
  drawingQrCode: 'יצירת קוד QR',
  selectToken: 'בחירת טוקן',
} satisfies Translation<typeof kitMessages>
