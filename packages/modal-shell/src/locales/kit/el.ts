import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Αντιγράφηκε',
  drawingQrCode: 'Δημιουργία κωδικού QR',
  selectToken: 'Επιλογή token',
} satisfies Translation<typeof kitMessages>
