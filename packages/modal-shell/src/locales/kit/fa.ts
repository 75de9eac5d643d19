import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'کپی شد',
  drawingQrCode: 'در حال ساخت کد QR',
  selectToken: 'انتخاب توکن',
  'amount.thousands':
    'بدون جداکننده هزارگان: 1000 را وارد کنید (نقطه یا ویرگول فقط برای اعشار: 1.5)',
  'amount.exponent': 'مبلغ را با رقم‌های ساده وارد کنید: 1e18 پذیرفته نمی‌شود',
  'amount.digits': 'فقط رقم و یک ممیز اعشار',
  'amount.noDecimals': 'این توکن رقم اعشار ندارد',
  'amount.decimals': {
    one: 'حداکثر {count} رقم اعشار برای این توکن',
    other: 'حداکثر {count} رقم اعشار برای این توکن',
  },
} satisfies Translation<typeof kitMessages>
