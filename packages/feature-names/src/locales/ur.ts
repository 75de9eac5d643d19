import type { Translation } from '@gangway/core'
import type { namesMessages } from '../messages.js'

export default {
  'view.ChooseAccountName': 'نام منتخب کریں',
  'view.RegisterAccountName': 'نام منتخب کریں',
  'view.RegisterAccountNameSuccess': 'اکاؤنٹ کا نام',
  'action.names': 'ایک نام منتخب کریں',
  chooseTitle: 'اپنے اکاؤنٹ کا نام منتخب کریں',
  chooseText:
    '0x پتوں کو خدا حافظ کہیں: {example} جیسا نام شیئر کرنا اور اس پر بھیجنا زیادہ آسان ہے۔',
  exampleName: 'yourname',
  chooseName: 'نام منتخب کریں',
  accountName: 'اکاؤنٹ کا نام',
  suggestions: 'تجاویز',
  register: 'رجسٹر کریں',
  tooShort: {
    one: 'نام میں کم از کم {count} حرف ہونا چاہیے',
    other: 'نام میں کم از کم {count} حروف ہونے چاہئیں',
  },
  invalidCharacters: 'نام میں صرف حروف، ہندسے اور ہائفن ہو سکتے ہیں',
  alreadyOwned: 'آپ کے پاس پہلے سے ایک نام ہے',
  registered: 'رجسٹرڈ',
  available: 'دستیاب',
  suggestionsFailed: 'نام کی تجاویز حاصل نہیں ہو سکیں',
  registerFailed: 'نام {name} رجسٹر نہیں ہو سکا',
  noAccount: 'پتہ یا توثیقی کنیکٹر نہیں ملا',
  signatureDeclined: 'دستخط مسترد کر دیا گیا',
  signatureExpired: {
    one: 'دستخط کرنے میں {count} سیکنڈ سے زیادہ لگا۔ رجسٹر کریں دبائیں اور دوبارہ دستخط کریں۔',
    other: 'دستخط کرنے میں {count} سیکنڈ سے زیادہ لگے۔ رجسٹر کریں دبائیں اور دوبارہ دستخط کریں۔',
  },
  registeringStatus:
    '{name} رجسٹر ہو رہا ہے۔ نام کی تصدیق کے لیے اپنے والیٹ میں پیغام پر دستخط کریں۔',
  registering: 'رجسٹر ہو رہا ہے',
  registeringName: '{name} رجسٹر ہو رہا ہے',
  signToConfirm: 'نام کی تصدیق کے لیے اپنے والیٹ میں پیغام پر دستخط کریں۔',
  successStatus: 'اکاؤنٹ کا نام کامیابی سے منتخب ہو گیا: {name}',
  success: 'اکاؤنٹ کا نام کامیابی سے منتخب ہو گیا',
  receiveAtName: 'اب آپ اپنے نئے نام پر کرپٹو وصول کر سکتے ہیں۔',
  backToAccount: 'اکاؤنٹ پر واپس جائیں',
} satisfies Translation<typeof namesMessages>
