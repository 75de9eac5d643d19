import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Copiat',
  drawingQrCode: 'Se generează codul QR',
  selectToken: 'Selectează tokenul',
} satisfies Translation<typeof kitMessages>
