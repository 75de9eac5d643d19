import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': 'دستخط مسترد کر دیا گیا',
  'toast.authenticating': 'تصدیق ہو رہی ہے…',
  'toast.tokenBalanceUnavailable': 'ٹوکن بیلنس دستیاب نہیں',
  'toast.somethingWentWrong': 'کچھ غلط ہو گیا',
  'toast.transactionStarted': 'لین دین شروع ہو گیا',
  'toast.actionNotAllowed': 'اس کارروائی کی اجازت نہیں',
  'alert.invalidAppConfiguration.title': 'ایپ کی ترتیب غلط ہے',
  'alert.invalidAppConfiguration.description':
    'یہ ماخذ آپ کے پروجیکٹ کی اجازت فہرست میں نہیں ہے۔ فراہم کنندہ کے ڈیش بورڈ میں اپنی ترتیب اپ ڈیٹ کریں۔',
  'alert.projectIdNotConfigured.title': 'پروجیکٹ ID ترتیب نہیں دی گئی',
  'alert.projectIdNotConfigured.description':
    'createModal() کو projectId دیں؛ میزبانی شدہ سروسز کو اس کی ضرورت ہے۔',
  'alert.switchNetworkNotFound.title': 'نیٹ ورک نہیں ملا',
  'alert.switchNetworkNotFound.description':
    'والیٹ اس نیٹ ورک پر نہیں جا سکتا۔ اسے والیٹ میں شامل کریں اور دوبارہ کوشش کریں۔',
  'error.InvalidAddressError': 'غلط پتہ',
  'error.UnrecognizedChainError': 'نامعلوم چین',
  'error.ChainNotSupportedError': 'یہ چین معاون نہیں',
  'error.NetworkNotFoundError': 'نیٹ ورک نہیں ملا',
  'error.UnsupportedChainError': 'غیر معاون چین',
  'error.UserRejectedRequestError': 'آپ نے درخواست مسترد کر دی۔',
  'error.ProviderNotFoundError': 'والیٹ فراہم کنندہ نہیں ملا۔',
  'error.RpcMethodNotAllowedError': 'مطلوبہ RPC کال کی اجازت نہیں',
  'error.RequestAbortedError': 'درخواست منسوخ کر دی گئی',
  'error.TimeoutError': 'کچھ غلط ہو گیا',
  'error.SignMessageError': 'دستخط ناکام رہا',
  'error.HttpRequestError': 'درخواست حیثیت {status} کے ساتھ ناکام ہو گئی',
  'error.FeatureLoadError': 'فیچر “{featureId}” لوڈ نہیں ہو سکا',
  'error.EngineDestroyedError': 'موڈل بند کر دیا گیا',
  'error.DisconnectError': 'ڈس کنیکٹ نہیں ہو سکا',
} satisfies Translation<typeof coreMessages>
