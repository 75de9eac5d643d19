import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': '登录',
  needsToConnect: '{dapp} 需要连接到您的钱包',
  thisApp: '此应用',
  wallet: '钱包',
  'intro.required': '请签署此消息，证明您拥有此钱包并继续。取消将断开连接。',
  'intro.optional':
    '请签署此消息，证明您拥有此钱包并继续。您也可以取消，在不登录的情况下保持连接。',
  cancel: '取消',
  cancelling: '正在取消…',
  sign: '签名',
  signing: '正在签名…',
  signFailed: '签署消息时出错',
  'error.InvalidSiwxSignatureError': '签名无效',
  'error.SiwxStorageError': '登录信息存储失败',
  'error.InvalidSiwxMessageError': '无法创建此应用的登录消息',
  startFailed: '启动身份验证时出现问题',
  signatureDeclined: '签名被拒绝',
} satisfies Translation<typeof siwxMessages>
