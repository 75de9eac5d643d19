import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'تم النسخ',
  drawingQrCode: 'جارٍ إنشاء رمز QR',
  selectToken: 'اختر الرمز المميز',
  'amount.thousands': 'بلا فواصل للآلاف: اكتب 1000 (النقطة أو الفاصلة للكسور العشرية فقط: 1.5)',
  'amount.exponent': 'اكتب المبلغ بأرقام عادية: الصيغة 1e18 غير مقبولة',
  'amount.digits': 'أرقام وفاصلة عشرية واحدة فقط',
  'amount.noDecimals': 'هذا الرمز المميز لا يقبل كسورًا عشرية',
  'amount.decimals': {
    zero: 'هذا الرمز المميز لا يقبل كسورًا عشرية',
    one: 'خانة عشرية واحدة كحد أقصى لهذا الرمز المميز',
    two: 'خانتان عشريتان كحد أقصى لهذا الرمز المميز',
    few: '{count} خانات عشرية كحد أقصى لهذا الرمز المميز',
    many: '{count} خانة عشرية كحد أقصى لهذا الرمز المميز',
    other: '{count} خانة عشرية كحد أقصى لهذا الرمز المميز',
  },
} satisfies Translation<typeof kitMessages>
