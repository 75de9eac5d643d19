import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': '簽署遭拒',
  'toast.authenticating': '正在驗證…',
  'toast.tokenBalanceUnavailable': '無法取得代幣餘額',
  'toast.somethingWentWrong': '發生錯誤',
  'toast.transactionStarted': '交易已開始',
  'toast.actionNotAllowed': '不允許此操作',
  'alert.invalidAppConfiguration.title': '應用程式設定無效',
  'alert.invalidAppConfiguration.description':
    '此來源不在你專案的允許清單中。請在供應商的管理後台更新設定。',
  'alert.projectIdNotConfigured.title': '未設定專案 ID',
  'alert.projectIdNotConfigured.description': '請將 projectId 傳給 createModal()；託管服務需要它。',
  'alert.switchNetworkNotFound.title': '找不到網路',
  'alert.switchNetworkNotFound.description': '錢包無法切換到此網路。請在錢包中新增後再試一次。',
  'error.InvalidAddressError': '地址無效',
  'error.UnrecognizedChainError': '無法辨識的鏈',
  'error.ChainNotSupportedError': '不支援此鏈',
  'error.NetworkNotFoundError': '找不到網路',
  'error.UnsupportedChainError': '不支援的鏈',
  'error.UserRejectedRequestError': '你拒絕了請求。',
  'error.ProviderNotFoundError': '找不到錢包供應商。',
  'error.RpcMethodNotAllowedError': '不允許所要求的 RPC 呼叫',
  'error.RequestAbortedError': '請求已中止',
  'error.TimeoutError': '發生錯誤',
  'error.SignMessageError': '簽署失敗',
  'error.HttpRequestError': '請求失敗，狀態碼 {status}',
  'error.FeatureLoadError': '無法載入功能「{featureId}」',
  'error.EngineDestroyedError': '視窗已關閉',
  'error.DisconnectError': '中斷連結失敗',
} satisfies Translation<typeof coreMessages>
