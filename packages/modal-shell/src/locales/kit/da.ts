import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Kopieret',
  drawingQrCode: 'Opretter QR-kode',
  selectToken: 'Vælg token',
} satisfies Translation<typeof kitMessages>
