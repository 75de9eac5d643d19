import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: '已复制',
  drawingQrCode: '正在生成二维码',
  selectToken: '选择代币',
  'amount.thousands': '请勿使用千位分隔符：输入 1000（点或逗号仅用于小数：1.5）',
  'amount.exponent': '请用普通数字输入金额：不接受 1e18',
  'amount.digits': '只能输入数字和一个小数点',
  'amount.noDecimals': '此代币不支持小数',
  'amount.decimals': { other: '此代币最多 {count} 位小数' },
} satisfies Translation<typeof kitMessages>
