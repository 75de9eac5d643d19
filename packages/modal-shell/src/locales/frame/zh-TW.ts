import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: '連結錢包',
  connecting: '連結中…',
  loadingBalance: '正在載入餘額',
  selectNetwork: '選擇網路',
  back: '返回',
  close: '關閉',
  tryAgain: '再試一次',
  loading: '載入中…',
  viewUnavailable: '無法使用此頁面',
  somethingWentWrong: '發生錯誤',
  slotUnavailable: '{label}無法使用',
  'title.Connect': '連結錢包',
  'title.AllWallets': '所有錢包',
  'title.Account': '帳戶',
  'title.Networks': '選擇網路',
  'title.UnsupportedChain': '切換網路',
  'title.ApproveTransaction': '核准要求',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: '在此瀏覽器中找不到錢包',
  noWalletText: '安裝錢包擴充功能後，即可連結至這個應用程式。請安裝一個，然後重新載入此頁面。',
  noWalletTextAll:
    '安裝錢包擴充功能後，即可連結至這個應用程式。請安裝一個並重新載入此頁面，或瀏覽所有錢包。',
  wallets: '錢包',
  allWallets: '所有錢包',
  qrCode: 'QR 碼',
  installed: '已安裝',
  recent: '最近使用',
} satisfies Translation<typeof frameMessages>
