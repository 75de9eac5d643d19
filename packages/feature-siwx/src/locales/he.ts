import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': 'כניסה',
  needsToConnect: '{dapp} צריך להתחבר לארנק שלך',
  thisApp: 'האפליקציה הזו',
  wallet: 'ארנק',
  'intro.required':
    'יש לחתום על ההודעה הזו כדי להוכיח שהארנק שייך לך ולהמשיך. ביטול ינתק את החיבור.',
  'intro.optional':
    'יש לחתום על ההודעה הזו כדי להוכיח שהארנק שייך לך ולהמשיך. אפשר לבטל ולהישאר מחוברים בלי להיכנס.',
  cancel: 'ביטול',
  cancelling: 'מתבצע ביטול…',
  sign: 'חתימה',
  signing: 'מתבצעת חתימה…',
  signFailed: 'שגיאה בחתימה על ההודעה',
  'error.InvalidSiwxSignatureError': 'החתימה אינה תקינה',
  'error.SiwxStorageError': 'אחסון פרטי הכניסה נכשל',
  'error.InvalidSiwxMessageError': 'לא ניתן ליצור את הודעת הכניסה של האפליקציה הזו',
  startFailed: 'אירעה בעיה בהפעלת האימות',
  signatureDeclined: 'החתימה נדחתה',
} satisfies Translation<typeof siwxMessages>
