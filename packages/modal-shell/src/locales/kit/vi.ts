import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Đã sao chép',
  drawingQrCode: 'Đang tạo mã QR',
  selectToken: 'Chọn token',
} satisfies Translation<typeof kitMessages>
