import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: 'اتصال کیف پول',
  connecting: 'در حال اتصال…',
  loadingBalance: 'در حال بارگذاری موجودی',
  selectNetwork: 'انتخاب شبکه',
  back: 'بازگشت',
  close: 'بستن',
  tryAgain: 'تلاش دوباره',
  loading: 'در حال بارگذاری…',
  viewUnavailable: 'این صفحه در دسترس نیست',
  somethingWentWrong: 'مشکلی پیش آمد',
  slotUnavailable: '{label} در دسترس نیست',
  'title.Connect': 'اتصال کیف پول',
  'title.AllWallets': 'همه کیف پول‌ها',
  'title.Account': 'حساب',
  'title.Networks': 'انتخاب شبکه',
  'title.UnsupportedChain': 'تغییر شبکه',
  'title.ApproveTransaction': 'تأیید درخواست',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: 'هیچ کیف پولی در این مرورگر پیدا نشد',
  noWalletText:
    'با افزونهٔ کیف پول می‌توانید به این برنامه متصل شوید. یکی نصب کنید و این صفحه را دوباره بارگذاری کنید.',
  noWalletTextAll:
    'با افزونهٔ کیف پول می‌توانید به این برنامه متصل شوید. یکی نصب کنید و این صفحه را دوباره بارگذاری کنید، یا همه کیف پول‌ها را ببینید.',
  wallets: 'کیف پول‌ها',
  allWallets: 'همه کیف پول‌ها',
  qrCode: 'کد QR',
  installed: 'نصب‌شده',
  recent: 'اخیر',
} satisfies Translation<typeof frameMessages>
