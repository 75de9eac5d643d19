import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Kopioitu',
  drawingQrCode: 'Luodaan QR-koodia',
  selectToken: 'Valitse tokeni',
} satisfies Translation<typeof kitMessages>
