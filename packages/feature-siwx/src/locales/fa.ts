import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': 'ورود',
  needsToConnect: '{dapp} باید به کیف پول شما متصل شود',
  thisApp: 'این برنامه',
  wallet: 'کیف پول',
  'intro.required':
    'برای اثبات اینکه این کیف پول متعلق به شماست و ادامه، این پیام را امضا کنید. با لغو، اتصال شما قطع می‌شود.',
  'intro.optional':
    'برای اثبات اینکه این کیف پول متعلق به شماست و ادامه، این پیام را امضا کنید. می‌توانید لغو کنید و بدون ورود متصل بمانید.',
  cancel: 'لغو',
  cancelling: 'در حال لغو…',
  sign: 'امضا',
  signing: 'در حال امضا…',
  signFailed: 'خطا در امضای پیام',
  'error.InvalidSiwxSignatureError': 'امضا معتبر نیست',
  'error.SiwxStorageError': 'ذخیره‌سازی اطلاعات ورود با خطا مواجه شد',
  'error.InvalidSiwxMessageError': 'پیام ورود این برنامه ساخته نشد',
  startFailed: 'هنگام شروع احراز هویت مشکلی پیش آمد',
  signatureDeclined: 'امضا رد شد',
} satisfies Translation<typeof siwxMessages>
