import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'הועתק',
  drawingQrCode: 'יצירת קוד QR',
  selectToken: 'בחירת טוקן',
  'amount.thousands': 'בלי מפרידי אלפים: יש להקליד 1000 (נקודה או פסיק רק לספרות עשרוניות: 1.5)',
  'amount.exponent': 'יש להקליד את הסכום בספרות רגילות: 1e18 אינו מתקבל',
  'amount.digits': 'רק ספרות ונקודה עשרונית אחת',
  'amount.noDecimals': 'לטוקן הזה אין ספרות עשרוניות',
  'amount.decimals': {
    one: 'לכל היותר ספרה עשרונית אחת לטוקן הזה',
    two: 'לכל היותר {count} ספרות עשרוניות לטוקן הזה',
    other: 'לכל היותר {count} ספרות עשרוניות לטוקן הזה',
  },
} satisfies Translation<typeof kitMessages>
