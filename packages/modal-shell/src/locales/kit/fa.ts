import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'کپی شد',
  drawingQrCode: 'در حال ساخت کد QR',
  selectToken: 'انتخاب توکن',
} satisfies Translation<typeof kitMessages>
