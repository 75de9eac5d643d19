import type { Translation } from '@gangway/core'
import type { namesMessages } from '../messages.js'

export default {
  'view.ChooseAccountName': 'انتخاب نام',
  'view.RegisterAccountName': 'انتخاب نام',
  'view.RegisterAccountNameSuccess': 'نام حساب',
  'action.names': 'انتخاب یک نام',
  chooseTitle: 'نام حساب خود را انتخاب کنید',
  chooseText:
    'خداحافظی با نشانی‌های 0x: نامی مثل {example} راحت‌تر به اشتراک گذاشته می‌شود و ارسال به آن ساده‌تر است.',
  exampleName: 'yourname',
  chooseName: 'انتخاب نام',
  accountName: 'نام حساب',
  suggestions: 'پیشنهادها',
  register: 'ثبت',
  tooShort: {
    one: 'نام باید دست‌کم {count} نویسه داشته باشد',
    other: 'نام باید دست‌کم {count} نویسه داشته باشد',
  },
  invalidCharacters: 'نام فقط می‌تواند حرف، رقم و خط تیره داشته باشد',
  alreadyOwned: 'شما از قبل یک نام دارید',
  registered: 'ثبت‌شده',
  available: 'آزاد',
  suggestionsFailed: 'دریافت پیشنهادهای نام ممکن نشد',
  registerFailed: 'ثبت نام {name} ممکن نشد',
  noAccount: 'نشانی یا رابط احراز هویت پیدا نشد',
  signatureDeclined: 'امضا رد شد',
  signatureExpired: {
    one: 'امضا بیش از {count} ثانیه طول کشید. روی «ثبت» بزنید و دوباره امضا کنید.',
    other: 'امضا بیش از {count} ثانیه طول کشید. روی «ثبت» بزنید و دوباره امضا کنید.',
  },
  registeringStatus: 'در حال ثبت {name}. برای تأیید نام، پیام را در کیف پول خود امضا کنید.',
  registering: 'در حال ثبت',
  registeringName: 'در حال ثبت {name}',
  signToConfirm: 'برای تأیید نام، پیام را در کیف پول خود امضا کنید.',
  successStatus: 'نام حساب با موفقیت انتخاب شد: {name}',
  success: 'نام حساب با موفقیت انتخاب شد',
  receiveAtName: 'اکنون می‌توانید با نام جدیدتان رمزارز دریافت کنید.',
  backToAccount: 'بازگشت به حساب',
} satisfies Translation<typeof namesMessages>
