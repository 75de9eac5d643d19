import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'คัดลอกแล้ว',
  drawingQrCode: 'กำลังสร้างคิวอาร์โค้ด',
  selectToken: 'เลือกโทเคน',
} satisfies Translation<typeof kitMessages>
