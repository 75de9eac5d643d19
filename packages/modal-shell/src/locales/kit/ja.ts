import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'コピーしました',
  drawingQrCode: 'QRコードを作成中',
  selectToken: 'トークンを選択',
} satisfies Translation<typeof kitMessages>
