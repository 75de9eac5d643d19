import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': '署名が拒否されました',
  'toast.authenticating': '認証中…',
  'toast.tokenBalanceUnavailable': 'トークン残高を取得できません',
  'toast.somethingWentWrong': '問題が発生しました',
  'toast.transactionStarted': 'トランザクションを開始しました',
  'toast.actionNotAllowed': 'この操作は許可されていません',
  'alert.invalidAppConfiguration.title': 'アプリの設定が無効です',
  'alert.invalidAppConfiguration.description':
    'このオリジンはプロジェクトの許可リストにありません。プロバイダーのダッシュボードで設定を更新してください。',
  'alert.projectIdNotConfigured.title': 'プロジェクトIDが設定されていません',
  'alert.projectIdNotConfigured.description':
    'createModal() に projectId を渡してください。ホストされたサービスに必要です。',
  'alert.switchNetworkNotFound.title': 'ネットワークが見つかりません',
  'alert.switchNetworkNotFound.description':
    'ウォレットはこのネットワークに切り替えられません。ウォレットに追加してから、もう一度お試しください。',
  'error.InvalidAddressError': '無効なアドレスです',
  'error.UnrecognizedChainError': '認識できないチェーンです',
  'error.ChainNotSupportedError': 'このチェーンはサポートされていません',
  'error.NetworkNotFoundError': 'ネットワークが見つかりません',
  'error.UnsupportedChainError': 'サポートされていないチェーンです',
  'error.UserRejectedRequestError': 'リクエストを拒否しました。',
  'error.ProviderNotFoundError': 'ウォレットのプロバイダーが見つかりません。',
  'error.RpcMethodNotAllowedError': 'このRPC呼び出しは許可されていません',
  'error.RequestAbortedError': 'リクエストは中止されました',
  'error.TimeoutError': '問題が発生しました',
  'error.SignMessageError': '署名に失敗しました',
  'error.HttpRequestError': 'リクエストに失敗しました（ステータス {status}）',
  'error.FeatureLoadError': '機能「{featureId}」を読み込めませんでした',
  'error.EngineDestroyedError': 'モーダルは終了しました',
  'error.DisconnectError': '接続を解除できませんでした',
} satisfies Translation<typeof coreMessages>
