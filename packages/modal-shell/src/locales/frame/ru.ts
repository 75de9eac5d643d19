import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: 'Подключить кошелёк',
  connecting: 'Подключение…',
  loadingBalance: 'Загрузка баланса',
  selectNetwork: 'Выбрать сеть',
  back: 'Назад',
  close: 'Закрыть',
  tryAgain: 'Попробовать снова',
  loading: 'Загрузка…',
  viewUnavailable: 'Этот экран недоступен',
  somethingWentWrong: 'Что-то пошло не так',
  slotUnavailable: 'Вариант «{label}» недоступен',
  'title.Connect': 'Подключить кошелёк',
  'title.AllWallets': 'Все кошельки',
  'title.Account': 'Аккаунт',
  'title.Networks': 'Выбор сети',
  'title.UnsupportedChain': 'Сменить сеть',
  'title.ApproveTransaction': 'Подтвердить запрос',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: 'В этом браузере не найден кошелёк',
  noWalletText:
    'Расширение-кошелёк позволяет подключиться к этому приложению. Установите его и перезагрузите страницу.',
  noWalletTextAll:
    'Расширение-кошелёк позволяет подключиться к этому приложению. Установите его и перезагрузите страницу или посмотрите все кошельки.',
  wallets: 'Кошельки',
  allWallets: 'Все кошельки',
  qrCode: 'QR-код',
  installed: 'Установлен',
  recent: 'Недавний',
} satisfies Translation<typeof frameMessages>
