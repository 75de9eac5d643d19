import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': 'サインイン',
  needsToConnect: '{dapp} がウォレットへの接続を求めています',
  thisApp: 'このアプリ',
  wallet: 'ウォレット',
  'intro.required':
    'このウォレットの所有者であることを証明して続行するには、このメッセージに署名してください。キャンセルすると接続が解除されます。',
  'intro.optional':
    'このウォレットの所有者であることを証明して続行するには、このメッセージに署名してください。キャンセルしても、サインインせずに接続したままにできます。',
  cancel: 'キャンセル',
  cancelling: 'キャンセル中…',
  sign: '署名',
  signing: '署名中…',
  signFailed: 'メッセージの署名中にエラーが発生しました',
  'error.InvalidSiwxSignatureError': '署名が無効です',
  'error.SiwxStorageError': 'サインイン情報の保存に失敗しました',
  'error.InvalidSiwxMessageError': 'このアプリのサインインメッセージを作成できませんでした',
  startFailed: '認証の開始中に問題が発生しました',
  signatureDeclined: '署名が拒否されました',
} satisfies Translation<typeof siwxMessages>
