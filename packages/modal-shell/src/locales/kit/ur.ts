import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'کاپی ہو گیا',
  drawingQrCode: 'QR کوڈ بن رہا ہے',
  selectToken: 'ٹوکن منتخب کریں',
  'amount.thousands': 'ہزار کے فاصل کے بغیر: 1000 لکھیں (نقطہ یا کاما صرف اعشاریہ کے لیے: 1.5)',
  'amount.exponent': 'رقم سادہ ہندسوں میں لکھیں: 1e18 قبول نہیں',
  'amount.digits': 'صرف ہندسے اور ایک اعشاری نقطہ',
  'amount.noDecimals': 'اس ٹوکن میں اعشاریہ نہیں ہوتا',
  'amount.decimals': {
    one: 'اس ٹوکن کے لیے زیادہ سے زیادہ {count} اعشاری ہندسہ',
    other: 'اس ٹوکن کے لیے زیادہ سے زیادہ {count} اعشاری ہندسے',
  },
} satisfies Translation<typeof kitMessages>
