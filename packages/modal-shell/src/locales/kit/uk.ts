import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Скопійовано',
  drawingQrCode: 'Створення QR-коду',
  selectToken: 'Вибрати токен',
  'amount.thousands':
    'Без роздільників тисяч: введіть 1000 (крапка або кома — лише для дробової частини: 1,5)',
  'amount.exponent': 'Введіть суму звичайними цифрами: запис 1e18 не приймається',
  'amount.digits': 'Лише цифри й один десятковий роздільник',
  'amount.noDecimals': 'Цей токен не має дробової частини',
  'amount.decimals': {
    one: 'Не більше {count} знака після коми для цього токена',
    few: 'Не більше {count} знаків після коми для цього токена',
    many: 'Не більше {count} знаків після коми для цього токена',
    other: 'Не більше {count} знака після коми для цього токена',
  },
} satisfies Translation<typeof kitMessages>
