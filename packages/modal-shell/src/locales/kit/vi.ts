import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Đã sao chép',
  drawingQrCode: 'Đang tạo mã QR',
  selectToken: 'Chọn token',
  'amount.thousands':
    'Không dùng dấu phân cách hàng nghìn: nhập 1000 (dấu chấm hoặc dấu phẩy chỉ dùng cho phần thập phân: 1,5)',
  'amount.exponent': 'Nhập số tiền bằng chữ số thông thường: không chấp nhận 1e18',
  'amount.digits': 'Chỉ chữ số và một dấu thập phân',
  'amount.noDecimals': 'Token này không có phần thập phân',
  'amount.decimals': { other: 'Token này có tối đa {count} chữ số thập phân' },
} satisfies Translation<typeof kitMessages>
