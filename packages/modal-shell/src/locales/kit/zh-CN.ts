import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: '已复制',
  drawingQrCode: '正在生成二维码',
  selectToken: '选择代币',
} satisfies Translation<typeof kitMessages>
