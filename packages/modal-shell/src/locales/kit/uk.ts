import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Скопійовано',
  drawingQrCode: 'Створення QR-коду',
  selectToken: 'Вибрати токен',
} satisfies Translation<typeof kitMessages>
