import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Kopierat',
  drawingQrCode: 'Skapar QR-kod',
  selectToken: 'Välj token',
} satisfies Translation<typeof kitMessages>
