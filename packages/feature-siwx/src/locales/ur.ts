import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': 'سائن ان کریں',
  needsToConnect: '{dapp} کو آپ کے والیٹ سے کنیکٹ ہونا ہے',
  thisApp: 'یہ ایپ',
  wallet: 'والیٹ',
  'intro.required':
    'یہ ثابت کرنے کے لیے کہ یہ والیٹ آپ کا ہے اور آگے بڑھنے کے لیے اس پیغام پر دستخط کریں۔ منسوخ کرنے پر آپ ڈس کنیکٹ ہو جائیں گے۔',
  'intro.optional':
    'یہ ثابت کرنے کے لیے کہ یہ والیٹ آپ کا ہے اور آگے بڑھنے کے لیے اس پیغام پر دستخط کریں۔ آپ منسوخ کر کے سائن ان کیے بغیر کنیکٹ رہ سکتے ہیں۔',
  cancel: 'منسوخ کریں',
  cancelling: 'منسوخ کیا جا رہا ہے…',
  sign: 'دستخط کریں',
  signing: 'دستخط ہو رہے ہیں…',
  signFailed: 'پیغام پر دستخط کرنے میں خرابی',
  'error.InvalidSiwxSignatureError': 'دستخط درست نہیں ہے',
  'error.SiwxStorageError': 'سائن ان اسٹوریج ناکام ہو گیا',
  'error.InvalidSiwxMessageError': 'اس ایپ کا سائن ان پیغام نہیں بنایا جا سکا',
  startFailed: 'تصدیق شروع کرتے وقت ایک مسئلہ پیش آیا',
  signatureDeclined: 'دستخط مسترد کر دیا گیا',
} satisfies Translation<typeof siwxMessages>
