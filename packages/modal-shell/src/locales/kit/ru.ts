import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Скопировано',
  drawingQrCode: 'Создание QR-кода',
  selectToken: 'Выбрать токен',
} satisfies Translation<typeof kitMessages>
