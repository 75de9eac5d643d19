import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': '登入',
  needsToConnect: '{dapp} 需要連結您的錢包',
  thisApp: '此應用程式',
  wallet: '錢包',
  'intro.required': '請簽署這則訊息，證明這個錢包屬於您並繼續。取消將會中斷連結。',
  'intro.optional': '請簽署這則訊息，證明這個錢包屬於您並繼續。您也可以取消，不登入並維持連結。',
  cancel: '取消',
  cancelling: '正在取消…',
  sign: '簽署',
  signing: '正在簽署…',
  signFailed: '簽署訊息時發生錯誤',
  'error.InvalidSiwxSignatureError': '簽章無效',
  'error.SiwxStorageError': '登入資料儲存失敗',
  'error.InvalidSiwxMessageError': '無法建立此應用程式的登入訊息',
  startFailed: '啟動驗證時發生問題',
  signatureDeclined: '簽署遭拒',
} satisfies Translation<typeof siwxMessages>
