import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': '签名被拒绝',
  'toast.authenticating': '正在验证…',
  'toast.tokenBalanceUnavailable': '无法获取代币余额',
  'toast.somethingWentWrong': '出了点问题',
  'toast.transactionStarted': '交易已开始',
  'toast.actionNotAllowed': '不允许此操作',
  'alert.invalidAppConfiguration.title': '应用配置无效',
  'alert.invalidAppConfiguration.description':
    '此来源不在你项目的允许列表中。请在服务商的控制台中更新配置。',
  'alert.projectIdNotConfigured.title': '未配置项目 ID',
  'alert.projectIdNotConfigured.description': '请向 createModal() 传入 projectId；托管服务需要它。',
  'alert.switchNetworkNotFound.title': '未找到网络',
  'alert.switchNetworkNotFound.description': '钱包无法切换到此网络。请在钱包中添加后重试。',
  'error.InvalidAddressError': '地址无效',
  'error.UnrecognizedChainError': '无法识别的链',
  'error.ChainNotSupportedError': '不支持此链',
  'error.NetworkNotFoundError': '未找到网络',
  'error.UnsupportedChainError': '不支持的链',
  'error.UserRejectedRequestError': '你拒绝了请求。',
  'error.ProviderNotFoundError': '未找到钱包提供方。',
  'error.RpcMethodNotAllowedError': '不允许所请求的 RPC 调用',
  'error.RequestAbortedError': '请求已中止',
  'error.TimeoutError': '出了点问题',
  'error.SignMessageError': '签名失败',
  'error.HttpRequestError': '请求失败，状态码 {status}',
  'error.FeatureLoadError': '无法加载功能“{featureId}”',
  'error.EngineDestroyedError': '弹窗已关闭',
  'error.DisconnectError': '断开连接失败',
} satisfies Translation<typeof coreMessages>
