import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: 'Kết nối ví',
  connecting: 'Đang kết nối…',
  loadingBalance: 'Đang tải số dư',
  selectNetwork: 'Chọn mạng',
  back: 'Quay lại',
  close: 'Đóng',
  tryAgain: 'Thử lại',
  loading: 'Đang tải…',
  viewUnavailable: 'Màn hình này không khả dụng',
  somethingWentWrong: 'Đã xảy ra lỗi',
  slotUnavailable: '{label} không khả dụng',
  'title.Connect': 'Kết nối ví',
  'title.AllWallets': 'Tất cả ví',
  'title.Account': 'Tài khoản',
  'title.Networks': 'Chọn mạng',
  'title.UnsupportedChain': 'Chuyển mạng',
  'title.ApproveTransaction': 'Phê duyệt yêu cầu',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: 'Không tìm thấy ví nào trong trình duyệt này',
  noWalletText:
    'Tiện ích ví cho phép bạn kết nối với ứng dụng này. Hãy cài đặt một tiện ích rồi tải lại trang này.',
  noWalletTextAll:
    'Tiện ích ví cho phép bạn kết nối với ứng dụng này. Hãy cài đặt một tiện ích rồi tải lại trang này, hoặc xem tất cả ví.',
  wallets: 'Ví',
  allWallets: 'Tất cả ví',
  qrCode: 'Mã QR',
  installed: 'Đã cài đặt',
  recent: 'Gần đây',
} satisfies Translation<typeof frameMessages>
