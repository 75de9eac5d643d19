import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: '已複製',
  drawingQrCode: '正在產生 QR 碼',
  selectToken: '選擇代幣',
} satisfies Translation<typeof kitMessages>
