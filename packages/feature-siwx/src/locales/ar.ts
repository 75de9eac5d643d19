import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': 'تسجيل الدخول',
  needsToConnect: 'يحتاج {dapp} إلى الاتصال بمحفظتك',
  thisApp: 'هذا التطبيق',
  wallet: 'المحفظة',
  'intro.required':
    'وقّع هذه الرسالة لإثبات أنك تملك هذه المحفظة والمتابعة. سيؤدي الإلغاء إلى قطع اتصالك.',
  'intro.optional':
    'وقّع هذه الرسالة لإثبات أنك تملك هذه المحفظة والمتابعة. يمكنك الإلغاء والبقاء متصلًا دون تسجيل الدخول.',
  cancel: 'إلغاء',
  cancelling: 'جارٍ الإلغاء…',
  sign: 'توقيع',
  signing: 'جارٍ التوقيع…',
  signFailed: 'حدث خطأ أثناء توقيع الرسالة',
  'error.InvalidSiwxSignatureError': 'التوقيع غير صالح',
  'error.SiwxStorageError': 'فشل تخزين بيانات تسجيل الدخول',
  'error.InvalidSiwxMessageError': 'تعذّر إنشاء رسالة تسجيل الدخول لهذا التطبيق',
  startFailed: 'حدثت مشكلة أثناء بدء المصادقة',
  signatureDeclined: 'تم رفض التوقيع',
} satisfies Translation<typeof siwxMessages>
