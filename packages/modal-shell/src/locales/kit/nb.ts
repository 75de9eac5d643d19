import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Kopiert',
  drawingQrCode: 'Lager QR-kode',
  selectToken: 'Velg token',
} satisfies Translation<typeof kitMessages>
