import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: '지갑 연결',
  connecting: '연결 중…',
  loadingBalance: '잔액 불러오는 중',
  selectNetwork: '네트워크 선택',
  back: '뒤로',
  close: '닫기',
  tryAgain: '다시 시도',
  loading: '불러오는 중…',
  viewUnavailable: '이 화면을 사용할 수 없습니다',
  somethingWentWrong: '문제가 발생했습니다',
  slotUnavailable: '{label}을(를) 사용할 수 없습니다',
  'title.Connect': '지갑 연결',
  'title.AllWallets': '모든 지갑',
  'title.Account': '계정',
  'title.Networks': '네트워크 선택',
  'title.UnsupportedChain': '네트워크 전환',
  'title.ApproveTransaction': '요청 승인',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: '이 브라우저에서 지갑을 찾을 수 없습니다',
  noWalletText:
    '지갑 확장 프로그램이 있으면 이 앱에 연결할 수 있습니다. 확장 프로그램을 설치한 후 이 페이지를 새로고침하세요.',
  noWalletTextAll:
    '지갑 확장 프로그램이 있으면 이 앱에 연결할 수 있습니다. 확장 프로그램을 설치한 후 이 페이지를 새로고침하거나 모든 지갑을 둘러보세요.',
  wallets: '지갑',
  allWallets: '모든 지갑',
  qrCode: 'QR 코드',
  installed: '설치됨',
  recent: '최근 사용',
} satisfies Translation<typeof frameMessages>
