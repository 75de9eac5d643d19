import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'कॉपी हो गया',
  drawingQrCode: 'QR कोड बनाया जा रहा है',
  selectToken: 'टोकन चुनें',
} satisfies Translation<typeof kitMessages>
