import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: 'Cüzdan bağla',
  connecting: 'Bağlanıyor…',
  loadingBalance: 'Bakiye yükleniyor',
  selectNetwork: 'Ağ seç',
  back: 'Geri',
  close: 'Kapat',
  tryAgain: 'Tekrar dene',
  loading: 'Yükleniyor…',
  viewUnavailable: 'Bu görünüm kullanılamıyor',
  somethingWentWrong: 'Bir sorun oluştu',
  slotUnavailable: '{label} kullanılamıyor',
  'title.Connect': 'Cüzdan bağla',
  'title.AllWallets': 'Tüm cüzdanlar',
  'title.Account': 'Hesap',
  'title.Networks': 'Ağ seç',
  'title.UnsupportedChain': 'Ağı değiştir',
  'title.ApproveTransaction': 'İsteği onayla',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: 'Bu tarayıcıda cüzdan bulunamadı',
  noWalletText:
    'Bir cüzdan uzantısıyla bu uygulamaya bağlanabilirsiniz. Bir tane kurun ve bu sayfayı yenileyin.',
  noWalletTextAll:
    'Bir cüzdan uzantısıyla bu uygulamaya bağlanabilirsiniz. Bir tane kurun ve bu sayfayı yenileyin ya da tüm cüzdanlara göz atın.',
  wallets: 'Cüzdanlar',
  allWallets: 'Tüm cüzdanlar',
  qrCode: 'QR kodu',
  installed: 'Yüklü',
  recent: 'Son kullanılan',
} satisfies Translation<typeof frameMessages>
