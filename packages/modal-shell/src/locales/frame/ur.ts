import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: 'والیٹ کنیکٹ کریں',
  connecting: 'کنیکٹ ہو رہا ہے…',
  loadingBalance: 'بیلنس لوڈ ہو رہا ہے',
  selectNetwork: 'نیٹ ورک منتخب کریں',
  back: 'واپس',
  close: 'بند کریں',
  tryAgain: 'دوبارہ کوشش کریں',
  loading: 'لوڈ ہو رہا ہے…',
  viewUnavailable: 'یہ صفحہ دستیاب نہیں ہے',
  somethingWentWrong: 'کچھ غلط ہو گیا',
  slotUnavailable: '{label} دستیاب نہیں ہے',
  'title.Connect': 'والیٹ کنیکٹ کریں',
  'title.AllWallets': 'تمام والیٹس',
  'title.Account': 'اکاؤنٹ',
  'title.Networks': 'نیٹ ورک منتخب کریں',
  'title.UnsupportedChain': 'نیٹ ورک تبدیل کریں',
  'title.ApproveTransaction': 'درخواست منظور کریں',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: 'اس براؤزر میں کوئی والیٹ نہیں ملا',
  noWalletText:
    'والیٹ ایکسٹینشن کے ذریعے آپ اس ایپ سے کنیکٹ ہو سکتے ہیں۔ کوئی ایک انسٹال کریں اور یہ صفحہ دوبارہ لوڈ کریں۔',
  noWalletTextAll:
    'والیٹ ایکسٹینشن کے ذریعے آپ اس ایپ سے کنیکٹ ہو سکتے ہیں۔ کوئی ایک انسٹال کریں اور یہ صفحہ دوبارہ لوڈ کریں، یا تمام والیٹس دیکھیں۔',
  wallets: 'والیٹس',
  allWallets: 'تمام والیٹس',
  qrCode: 'QR کوڈ',
  installed: 'انسٹال شدہ',
  recent: 'حالیہ',
} satisfies Translation<typeof frameMessages>
