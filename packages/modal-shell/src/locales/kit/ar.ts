import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'تم النسخ',
  drawingQrCode: 'جارٍ إنشاء رمز QR',
  selectToken: 'اختر الرمز المميز',
} satisfies Translation<typeof kitMessages>
