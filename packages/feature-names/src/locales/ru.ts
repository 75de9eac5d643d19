import type { Translation } from '@gangway/core'
import type { namesMessages } from '../messages.js'

export default {
  'view.ChooseAccountName': 'Выбор имени',
  'view.RegisterAccountName': 'Выбор имени',
  'view.RegisterAccountNameSuccess': 'Имя аккаунта',
  'action.names': 'Выбрать имя',
  chooseTitle: 'Выберите имя аккаунта',
  chooseText:
    'Забудьте об адресах 0x: имя вроде {example} проще передать другим и указать при отправке.',
  exampleName: 'yourname',
  chooseName: 'Выбрать имя',
  accountName: 'Имя аккаунта',
  suggestions: 'Варианты',
  register: 'Зарегистрировать',
  tooShort: {
    one: 'Имя должно содержать не менее {count} символа',
    few: 'Имя должно содержать не менее {count} символов',
    many: 'Имя должно содержать не менее {count} символов',
    other: 'Имя должно содержать не менее {count} символа',
  },
  invalidCharacters: 'Имя может содержать только буквы, цифры и дефисы',
  alreadyOwned: 'У вас уже есть имя',
  registered: 'Занято',
  available: 'Свободно',
  suggestionsFailed: 'Не удалось получить варианты имён',
  registerFailed: 'Не удалось зарегистрировать имя {name}',
  noAccount: 'Адрес или коннектор входа не найден',
  signatureDeclined: 'Подпись отклонена',
  signatureExpired: {
    one: 'Подписание заняло больше {count} секунды. Нажмите «Зарегистрировать» и подпишите снова.',
    few: 'Подписание заняло больше {count} секунд. Нажмите «Зарегистрировать» и подпишите снова.',
    many: 'Подписание заняло больше {count} секунд. Нажмите «Зарегистрировать» и подпишите снова.',
    other:
      'Подписание заняло больше {count} секунды. Нажмите «Зарегистрировать» и подпишите снова.',
  },
  registeringStatus:
    'Регистрация имени {name}. Подпишите сообщение в кошельке, чтобы подтвердить имя.',
  registering: 'Регистрация',
  registeringName: 'Регистрация имени {name}',
  signToConfirm: 'Подпишите сообщение в кошельке, чтобы подтвердить имя.',
  successStatus: 'Имя аккаунта выбрано: {name}',
  success: 'Имя аккаунта выбрано',
  receiveAtName: 'Теперь вы можете получать криптовалюту на новое имя.',
  backToAccount: 'Вернуться к аккаунту',
} satisfies Translation<typeof namesMessages>
