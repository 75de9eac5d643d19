import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': 'Войти',
  needsToConnect: '{dapp} нужно подключиться к вашему кошельку',
  thisApp: 'Это приложение',
  wallet: 'Кошелёк',
  'intro.required':
    'Подпишите это сообщение, чтобы подтвердить, что кошелёк принадлежит вам, и продолжить. Если вы отмените, кошелёк будет отключён.',
  'intro.optional':
    'Подпишите это сообщение, чтобы подтвердить, что кошелёк принадлежит вам, и продолжить. Можно отменить и остаться подключённым без входа.',
  cancel: 'Отмена',
  cancelling: 'Отмена…',
  sign: 'Подписать',
  signing: 'Подписание…',
  signFailed: 'Ошибка при подписании сообщения',
  'error.InvalidSiwxSignatureError': 'Подпись недействительна',
  'error.SiwxStorageError': 'Сбой хранилища данных входа',
  'error.InvalidSiwxMessageError': 'Не удалось создать сообщение для входа в это приложение',
  startFailed: 'Возникла проблема при запуске проверки подлинности',
  signatureDeclined: 'Подпись отклонена',
} satisfies Translation<typeof siwxMessages>
