import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: 'ربط المحفظة',
  connecting: 'جارٍ الربط…',
  loadingBalance: 'جارٍ تحميل الرصيد',
  selectNetwork: 'اختر الشبكة',
  back: 'رجوع',
  close: 'إغلاق',
  tryAgain: 'حاول مرة أخرى',
  loading: 'جارٍ التحميل…',
  viewUnavailable: 'هذه الصفحة غير متاحة',
  somethingWentWrong: 'حدث خطأ ما',
  slotUnavailable: '{label} غير متاح',
  'title.Connect': 'ربط المحفظة',
  'title.AllWallets': 'كل المحافظ',
  'title.Account': 'الحساب',
  'title.Networks': 'اختر الشبكة',
  'title.UnsupportedChain': 'بدّل الشبكة',
  'title.ApproveTransaction': 'الموافقة على الطلب',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: 'لم يتم العثور على محفظة في هذا المتصفح',
  noWalletText: 'تتيح لك إضافة محفظة الاتصال بهذا التطبيق. ثبّت إحداها ثم أعد تحميل هذه الصفحة.',
  noWalletTextAll:
    'تتيح لك إضافة محفظة الاتصال بهذا التطبيق. ثبّت إحداها ثم أعد تحميل هذه الصفحة، أو تصفّح كل المحافظ.',
  wallets: 'المحافظ',
  allWallets: 'كل المحافظ',
  qrCode: 'رمز QR',
  installed: 'مثبّتة',
  recent: 'الأخيرة',
} satisfies Translation<typeof frameMessages>
