import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: 'חיבור ארנק',
  connecting: 'מתבצע חיבור…',
  loadingBalance: 'היתרה נטענת',
  selectNetwork: 'בחירת רשת',
  back: 'חזרה',
  close: 'סגירה',
  tryAgain: 'לנסות שוב',
  loading: 'בטעינה…',
  viewUnavailable: 'התצוגה הזו אינה זמינה',
  somethingWentWrong: 'משהו השתבש',
  slotUnavailable: 'האפשרות {label} אינה זמינה',
  'title.Connect': 'חיבור ארנק',
  'title.AllWallets': 'כל הארנקים',
  'title.Account': 'חשבון',
  'title.Networks': 'בחירת רשת',
  'title.UnsupportedChain': 'החלפת רשת',
  'title.ApproveTransaction': 'אישור הבקשה',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: 'לא נמצא ארנק בדפדפן הזה',
  noWalletText: 'תוסף ארנק מאפשר להתחבר לאפליקציה הזו. יש להתקין תוסף ולטעון מחדש את הדף.',
  noWalletTextAll:
    'תוסף ארנק מאפשר להתחבר לאפליקציה הזו. יש להתקין תוסף ולטעון מחדש את הדף, או לעיין בכל הארנקים.',
  wallets: 'ארנקים',
  allWallets: 'כל הארנקים',
  qrCode: 'קוד QR',
  installed: 'מותקן',
  recent: 'בשימוש לאחרונה',
} satisfies Translation<typeof frameMessages>
