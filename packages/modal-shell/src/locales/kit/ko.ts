import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: '복사됨',
  drawingQrCode: 'QR 코드 생성 중',
  selectToken: '토큰 선택',
} satisfies Translation<typeof kitMessages>
