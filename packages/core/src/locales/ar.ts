import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': 'تم رفض التوقيع',
  'toast.authenticating': 'جارٍ المصادقة…',
  'toast.tokenBalanceUnavailable': 'رصيد الرمز غير متاح',
  'toast.somethingWentWrong': 'حدث خطأ ما',
  'toast.transactionStarted': 'بدأت المعاملة',
  'toast.actionNotAllowed': 'الإجراء غير مسموح',
  'alert.invalidAppConfiguration.title': 'إعداد التطبيق غير صالح',
  'alert.invalidAppConfiguration.description':
    'هذا المصدر ليس ضمن القائمة المسموح بها لمشروعك. حدّث إعداداتك في لوحة تحكم المزوّد.',
  'alert.projectIdNotConfigured.title': 'معرّف المشروع غير مُعدّ',
  'alert.projectIdNotConfigured.description':
    'مرّر projectId إلى createModal()؛ الخدمات المستضافة تحتاج إليه.',
  'alert.switchNetworkNotFound.title': 'الشبكة غير موجودة',
  'alert.switchNetworkNotFound.description':
    'لا تستطيع المحفظة التبديل إلى هذه الشبكة. أضفها في المحفظة ثم حاول مرة أخرى.',
  'error.InvalidAddressError': 'عنوان غير صالح',
  'error.UnrecognizedChainError': 'سلسلة غير معروفة',
  'error.ChainNotSupportedError': 'السلسلة غير مدعومة',
  'error.NetworkNotFoundError': 'الشبكة غير موجودة',
  'error.UnsupportedChainError': 'سلسلة غير مدعومة',
  'error.UserRejectedRequestError': 'لقد رفضت الطلب.',
  'error.ProviderNotFoundError': 'لم يتم العثور على مزوّد المحفظة.',
  'error.RpcMethodNotAllowedError': 'استدعاء RPC المطلوب غير مسموح',
  'error.RequestAbortedError': 'تم إلغاء الطلب',
  'error.TimeoutError': 'حدث خطأ ما',
  'error.SignMessageError': 'فشل التوقيع',
  'error.HttpRequestError': 'فشل الطلب بالحالة {status}',
  'error.FeatureLoadError': 'تعذّر تحميل الميزة «{featureId}»',
  'error.EngineDestroyedError': 'تم إنهاء النافذة',
  'error.DisconnectError': 'تعذّر قطع الاتصال',
} satisfies Translation<typeof coreMessages>
