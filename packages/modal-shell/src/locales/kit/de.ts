import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Kopiert',
  drawingQrCode: 'QR-Code wird erstellt',
  selectToken: 'Token wählen',
} satisfies Translation<typeof kitMessages>
