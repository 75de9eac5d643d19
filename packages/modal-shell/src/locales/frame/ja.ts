import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: 'ウォレットを接続',
  connecting: '接続中…',
  loadingBalance: '残高を読み込み中',
  selectNetwork: 'ネットワークを選択',
  back: '戻る',
  close: '閉じる',
  tryAgain: '再試行',
  loading: '読み込み中…',
  viewUnavailable: 'この画面は利用できません',
  somethingWentWrong: '問題が発生しました',
  slotUnavailable: '{label}は利用できません',
  'title.Connect': 'ウォレットを接続',
  'title.AllWallets': 'すべてのウォレット',
  'title.Account': 'アカウント',
  'title.Networks': 'ネットワークを選択',
  'title.UnsupportedChain': 'ネットワークを切り替え',
  'title.ApproveTransaction': 'リクエストを承認',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: 'このブラウザにウォレットが見つかりません',
  noWalletText:
    'ウォレット拡張機能があれば、このアプリに接続できます。インストールしてから、このページを再読み込みしてください。',
  noWalletTextAll:
    'ウォレット拡張機能があれば、このアプリに接続できます。インストールしてこのページを再読み込みするか、すべてのウォレットを表示してください。',
  wallets: 'ウォレット',
  allWallets: 'すべてのウォレット',
  qrCode: 'QRコード',
  installed: 'インストール済み',
  recent: '最近使用',
} satisfies Translation<typeof frameMessages>
