import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': 'امضا رد شد',
  'toast.authenticating': 'در حال احراز هویت…',
  'toast.tokenBalanceUnavailable': 'موجودی توکن در دسترس نیست',
  'toast.somethingWentWrong': 'مشکلی پیش آمد',
  'toast.transactionStarted': 'تراکنش آغاز شد',
  'toast.actionNotAllowed': 'این کار مجاز نیست',
  'alert.invalidAppConfiguration.title': 'پیکربندی برنامه نامعتبر است',
  'alert.invalidAppConfiguration.description':
    'این مبدأ در فهرست مجاز پروژه شما نیست. پیکربندی را در داشبورد ارائه‌دهنده به‌روز کنید.',
  'alert.projectIdNotConfigured.title': 'شناسه پروژه تنظیم نشده است',
  'alert.projectIdNotConfigured.description':
    'یک projectId به createModal() بدهید؛ سرویس‌های میزبانی‌شده به آن نیاز دارند.',
  'alert.switchNetworkNotFound.title': 'شبکه پیدا نشد',
  'alert.switchNetworkNotFound.description':
    'کیف پول نمی‌تواند به این شبکه برود. آن را در کیف پول اضافه کنید و دوباره امتحان کنید.',
  'error.InvalidAddressError': 'نشانی نامعتبر است',
  'error.UnrecognizedChainError': 'زنجیره ناشناخته',
  'error.ChainNotSupportedError': 'این زنجیره پشتیبانی نمی‌شود',
  'error.NetworkNotFoundError': 'شبکه پیدا نشد',
  'error.UnsupportedChainError': 'زنجیره پشتیبانی‌نشده',
  'error.UserRejectedRequestError': 'درخواست را رد کردید.',
  'error.ProviderNotFoundError': 'ارائه‌دهنده کیف پول پیدا نشد.',
  'error.RpcMethodNotAllowedError': 'فراخوانی RPC درخواستی مجاز نیست',
  'error.RequestAbortedError': 'درخواست لغو شد',
  'error.TimeoutError': 'مشکلی پیش آمد',
  'error.SignMessageError': 'امضا ناموفق بود',
  'error.HttpRequestError': 'درخواست با وضعیت {status} ناموفق بود',
  'error.FeatureLoadError': 'بخش «{featureId}» بارگیری نشد',
  'error.EngineDestroyedError': 'پنجره بسته شد',
  'error.DisconnectError': 'قطع اتصال ناموفق بود',
} satisfies Translation<typeof coreMessages>
