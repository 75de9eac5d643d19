import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': 'Chữ ký bị từ chối',
  'toast.authenticating': 'Đang xác thực…',
  'toast.tokenBalanceUnavailable': 'Không có số dư token',
  'toast.somethingWentWrong': 'Đã xảy ra lỗi',
  'toast.transactionStarted': 'Giao dịch đã bắt đầu',
  'toast.actionNotAllowed': 'Không được phép thực hiện thao tác này',
  'alert.invalidAppConfiguration.title': 'Cấu hình ứng dụng không hợp lệ',
  'alert.invalidAppConfiguration.description':
    'Nguồn gốc này không có trong danh sách cho phép của dự án. Hãy cập nhật cấu hình trong bảng điều khiển của nhà cung cấp.',
  'alert.projectIdNotConfigured.title': 'Chưa cấu hình ID dự án',
  'alert.projectIdNotConfigured.description':
    'Hãy truyền projectId cho createModal(); các dịch vụ được lưu trữ cần nó.',
  'alert.switchNetworkNotFound.title': 'Không tìm thấy mạng',
  'alert.switchNetworkNotFound.description':
    'Ví không thể chuyển sang mạng này. Hãy thêm mạng vào ví rồi thử lại.',
  'error.InvalidAddressError': 'Địa chỉ không hợp lệ',
  'error.UnrecognizedChainError': 'Chuỗi không xác định',
  'error.ChainNotSupportedError': 'Chuỗi không được hỗ trợ',
  'error.NetworkNotFoundError': 'Không tìm thấy mạng',
  'error.UnsupportedChainError': 'Chuỗi không được hỗ trợ',
  'error.UserRejectedRequestError': 'Bạn đã từ chối yêu cầu.',
  'error.ProviderNotFoundError': 'Không tìm thấy nhà cung cấp ví.',
  'error.RpcMethodNotAllowedError': 'Lệnh gọi RPC được yêu cầu không được phép',
  'error.RequestAbortedError': 'Yêu cầu đã bị hủy',
  'error.TimeoutError': 'Đã xảy ra lỗi',
  'error.SignMessageError': 'Ký thất bại',
  'error.HttpRequestError': 'Yêu cầu thất bại với trạng thái {status}',
  'error.FeatureLoadError': 'Không tải được tính năng “{featureId}”',
  'error.EngineDestroyedError': 'Cửa sổ đã bị đóng hẳn',
  'error.DisconnectError': 'Không thể ngắt kết nối',
} satisfies Translation<typeof coreMessages>
