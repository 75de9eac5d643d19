import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: '已複製',
  drawingQrCode: '正在產生 QR 碼',
  selectToken: '選擇代幣',
  'amount.thousands': '請勿使用千分位符號：輸入 1000（點或逗號僅用於小數：1.5）',
  'amount.exponent': '請以一般數字輸入金額：不接受 1e18',
  'amount.digits': '只能輸入數字和一個小數點',
  'amount.noDecimals': '此代幣不支援小數',
  'amount.decimals': { other: '此代幣最多 {count} 位小數' },
} satisfies Translation<typeof kitMessages>
