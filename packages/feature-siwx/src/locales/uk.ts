import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': 'Увійти',
  needsToConnect: '{dapp} потрібно підключитися до вашого гаманця',
  thisApp: 'Цей застосунок',
  wallet: 'Гаманець',
  'intro.required':
    'Підпишіть це повідомлення, щоб підтвердити, що гаманець належить вам, і продовжити. Якщо скасуєте, гаманець буде відключено.',
  'intro.optional':
    'Підпишіть це повідомлення, щоб підтвердити, що гаманець належить вам, і продовжити. Можна скасувати й залишитися підключеним без входу.',
  cancel: 'Скасувати',
  cancelling: 'Скасування…',
  sign: 'Підписати',
  signing: 'Підписання…',
  signFailed: 'Помилка під час підписання повідомлення',
  'error.InvalidSiwxSignatureError': 'Підпис недійсний',
  'error.SiwxStorageError': 'Збій сховища даних входу',
  'error.InvalidSiwxMessageError': 'Не вдалося створити повідомлення для входу в цей застосунок',
  startFailed: 'Під час запуску автентифікації виникла проблема',
  signatureDeclined: 'Підпис відхилено',
} satisfies Translation<typeof siwxMessages>
