import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': 'החתימה נדחתה',
  'toast.authenticating': 'מתבצע אימות…',
  'toast.tokenBalanceUnavailable': 'יתרת הטוקן אינה זמינה',
  'toast.somethingWentWrong': 'משהו השתבש',
  'toast.transactionStarted': 'העסקה התחילה',
  'toast.actionNotAllowed': 'הפעולה אינה מותרת',
  'alert.invalidAppConfiguration.title': 'הגדרות האפליקציה אינן תקינות',
  'alert.invalidAppConfiguration.description':
    'המקור אינו ברשימת ההיתרים של הפרויקט. יש לעדכן את ההגדרות בלוח הבקרה של הספק.',
  'alert.projectIdNotConfigured.title': 'מזהה הפרויקט לא הוגדר',
  'alert.projectIdNotConfigured.description':
    'יש להעביר projectId ל-createModal(); השירותים המתארחים זקוקים לו.',
  'alert.switchNetworkNotFound.title': 'הרשת לא נמצאה',
  'alert.switchNetworkNotFound.description':
    'הארנק לא יכול לעבור לרשת הזו. יש להוסיף אותה בארנק ולנסות שוב.',
  'error.InvalidAddressError': 'כתובת לא תקינה',
  'error.UnrecognizedChainError': 'רשת לא מוכרת',
  'error.ChainNotSupportedError': 'הרשת אינה נתמכת',
  'error.NetworkNotFoundError': 'הרשת לא נמצאה',
  'error.UnsupportedChainError': 'רשת לא נתמכת',
  'error.UserRejectedRequestError': 'הבקשה נדחתה על ידך.',
  'error.ProviderNotFoundError': 'ספק הארנק לא נמצא.',
  'error.RpcMethodNotAllowedError': 'קריאת ה-RPC המבוקשת אינה מותרת',
  'error.RequestAbortedError': 'הבקשה בוטלה',
  'error.TimeoutError': 'משהו השתבש',
  'error.SignMessageError': 'החתימה נכשלה',
  'error.HttpRequestError': 'הבקשה נכשלה עם סטטוס {status}',
  'error.FeatureLoadError': 'לא ניתן לטעון את התכונה "{featureId}"',
  'error.EngineDestroyedError': 'החלון נסגר לצמיתות',
  'error.DisconnectError': 'הניתוק נכשל',
} satisfies Translation<typeof coreMessages>
