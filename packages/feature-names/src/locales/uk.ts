import type { Translation } from '@gangway/core'
import type { namesMessages } from '../messages.js'

export default {
  'view.ChooseAccountName': 'Вибір імені',
  'view.RegisterAccountName': 'Вибір імені',
  'view.RegisterAccountNameSuccess': 'Ім’я облікового запису',
  'action.names': 'Вибрати ім’я',
  chooseTitle: 'Виберіть ім’я облікового запису',
  chooseText:
    'Забудьте про адреси 0x: ім’я на зразок {example} простіше передати іншим і вказати під час надсилання.',
  exampleName: 'yourname',
  chooseName: 'Вибрати ім’я',
  accountName: 'Ім’я облікового запису',
  suggestions: 'Варіанти',
  register: 'Зареєструвати',
  tooShort: {
    one: 'Ім’я має містити щонайменше {count} символ',
    few: 'Ім’я має містити щонайменше {count} символи',
    many: 'Ім’я має містити щонайменше {count} символів',
    other: 'Ім’я має містити щонайменше {count} символу',
  },
  invalidCharacters: 'Ім’я може містити лише літери, цифри й дефіси',
  alreadyOwned: 'У вас уже є ім’я',
  registered: 'Зайняте',
  available: 'Вільне',
  suggestionsFailed: 'Не вдалося отримати варіанти імен',
  registerFailed: 'Не вдалося зареєструвати ім’я {name}',
  noAccount: 'Адресу або конектор входу не знайдено',
  signatureDeclined: 'Підпис відхилено',
  signatureExpired: {
    one: 'Підписання тривало довше ніж {count} секунду. Натисніть «Зареєструвати» й підпишіть знову.',
    few: 'Підписання тривало довше ніж {count} секунди. Натисніть «Зареєструвати» й підпишіть знову.',
    many: 'Підписання тривало довше ніж {count} секунд. Натисніть «Зареєструвати» й підпишіть знову.',
    other:
      'Підписання тривало довше ніж {count} секунди. Натисніть «Зареєструвати» й підпишіть знову.',
  },
  registeringStatus:
    'Реєстрація імені {name}. Підпишіть повідомлення в гаманці, щоб підтвердити ім’я.',
  registering: 'Реєстрація',
  registeringName: 'Реєстрація імені {name}',
  signToConfirm: 'Підпишіть повідомлення в гаманці, щоб підтвердити ім’я.',
  successStatus: 'Ім’я облікового запису вибрано: {name}',
  success: 'Ім’я облікового запису вибрано',
  receiveAtName: 'Тепер ви можете отримувати криптовалюту на нове ім’я.',
  backToAccount: 'Назад до облікового запису',
} satisfies Translation<typeof namesMessages>
