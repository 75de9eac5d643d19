import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Copié',
  drawingQrCode: 'Création du code QR',
  selectToken: 'Choisir un jeton',
} satisfies Translation<typeof kitMessages>
