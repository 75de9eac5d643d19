import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: 'Підключити гаманець',
  connecting: 'Підключення…',
  loadingBalance: 'Завантаження балансу',
  selectNetwork: 'Вибрати мережу',
  back: 'Назад',
  close: 'Закрити',
  tryAgain: 'Спробувати ще раз',
  loading: 'Завантаження…',
  viewUnavailable: 'Цей екран недоступний',
  somethingWentWrong: 'Щось пішло не так',
  slotUnavailable: 'Варіант «{label}» недоступний',
  'title.Connect': 'Підключити гаманець',
  'title.AllWallets': 'Усі гаманці',
  'title.Account': 'Обліковий запис',
  'title.Networks': 'Вибір мережі',
  'title.UnsupportedChain': 'Змінити мережу',
  'title.ApproveTransaction': 'Підтвердити запит',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: 'У цьому браузері не знайдено гаманця',
  noWalletText:
    'Розширення-гаманець дає змогу підключитися до цього застосунку. Установіть його та перезавантажте сторінку.',
  noWalletTextAll:
    'Розширення-гаманець дає змогу підключитися до цього застосунку. Установіть його та перезавантажте сторінку або перегляньте всі гаманці.',
  wallets: 'Гаманці',
  allWallets: 'Усі гаманці',
  qrCode: 'QR-код',
  installed: 'Установлено',
  recent: 'Нещодавній',
} satisfies Translation<typeof frameMessages>
