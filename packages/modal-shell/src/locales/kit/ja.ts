import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'コピーしました',
  drawingQrCode: 'QRコードを作成中',
  selectToken: 'トークンを選択',
  'amount.thousands':
    '桁区切りは使えません：1000 のように入力してください（小数点にはピリオドかカンマのみ：1.5）',
  'amount.exponent': '金額は通常の数字で入力してください：1e18 の形式は使えません',
  'amount.digits': '入力できるのは数字と小数点 1 つだけです',
  'amount.noDecimals': 'このトークンは小数を使えません',
  'amount.decimals': { other: 'このトークンは小数点以下 {count} 桁までです' },
} satisfies Translation<typeof kitMessages>
