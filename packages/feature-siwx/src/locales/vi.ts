import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': 'Đăng nhập',
  needsToConnect: '{dapp} cần kết nối với ví của bạn',
  thisApp: 'Ứng dụng này',
  wallet: 'Ví',
  'intro.required':
    'Ký tin nhắn này để chứng minh bạn sở hữu ví này và tiếp tục. Nếu hủy, bạn sẽ bị ngắt kết nối.',
  'intro.optional':
    'Ký tin nhắn này để chứng minh bạn sở hữu ví này và tiếp tục. Bạn có thể hủy và vẫn giữ kết nối mà không cần đăng nhập.',
  cancel: 'Hủy',
  cancelling: 'Đang hủy…',
  sign: 'Ký',
  signing: 'Đang ký…',
  signFailed: 'Lỗi khi ký tin nhắn',
  'error.InvalidSiwxSignatureError': 'Chữ ký không hợp lệ',
  'error.SiwxStorageError': 'Bộ lưu trữ đăng nhập gặp lỗi',
  'error.InvalidSiwxMessageError': 'Không thể tạo tin nhắn đăng nhập của ứng dụng này',
  startFailed: 'Đã xảy ra sự cố khi bắt đầu xác thực',
  signatureDeclined: 'Chữ ký bị từ chối',
} satisfies Translation<typeof siwxMessages>
