import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Copiato',
  drawingQrCode: 'Creazione del codice QR',
  selectToken: 'Seleziona token',
} satisfies Translation<typeof kitMessages>
