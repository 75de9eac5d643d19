import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Gekopieerd',
  drawingQrCode: 'QR-code maken',
  selectToken: 'Token kiezen',
} satisfies Translation<typeof kitMessages>
