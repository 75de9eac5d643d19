import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'คัดลอกแล้ว',
  drawingQrCode: 'กำลังสร้างคิวอาร์โค้ด',
  selectToken: 'เลือกโทเคน',
  'amount.thousands': 'ไม่ต้องใส่ตัวคั่นหลักพัน: พิมพ์ 1000 (ใช้จุดหรือจุลภาคสำหรับทศนิยมเท่านั้น: 1.5)',
  'amount.exponent': 'พิมพ์จำนวนเป็นตัวเลขธรรมดา: ไม่รับรูปแบบ 1e18',
  'amount.digits': 'ใส่ได้เฉพาะตัวเลขและจุดทศนิยมหนึ่งจุด',
  'amount.noDecimals': 'โทเคนนี้ไม่มีทศนิยม',
  'amount.decimals': { other: 'โทเคนนี้มีทศนิยมได้ไม่เกิน {count} ตำแหน่ง' },
} satisfies Translation<typeof kitMessages>
