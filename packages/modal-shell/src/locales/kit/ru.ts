import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Скопировано',
  drawingQrCode: 'Создание QR-кода',
  selectToken: 'Выбрать токен',
  'amount.thousands':
    'Без разделителей тысяч: введите 1000 (точка или запятая — только для дробной части: 1,5)',
  'amount.exponent': 'Введите сумму обычными цифрами: запись 1e18 не принимается',
  'amount.digits': 'Только цифры и один десятичный разделитель',
  'amount.noDecimals': 'У этого токена нет дробной части',
  'amount.decimals': {
    one: 'Не более {count} знака после запятой для этого токена',
    few: 'Не более {count} знаков после запятой для этого токена',
    many: 'Не более {count} знаков после запятой для этого токена',
    other: 'Не более {count} знака после запятой для этого токена',
  },
} satisfies Translation<typeof kitMessages>
