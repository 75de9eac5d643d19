import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': 'Підпис відхилено',
  'toast.authenticating': 'Автентифікація…',
  'toast.tokenBalanceUnavailable': 'Баланс токена недоступний',
  'toast.somethingWentWrong': 'Щось пішло не так',
  'toast.transactionStarted': 'Транзакцію розпочато',
  'toast.actionNotAllowed': 'Дія не дозволена',
  'alert.invalidAppConfiguration.title': 'Недійсна конфігурація застосунку',
  'alert.invalidAppConfiguration.description':
    'Цього джерела немає у списку дозволених вашого проєкту. Оновіть конфігурацію на панелі постачальника.',
  'alert.projectIdNotConfigured.title': 'ID проєкту не налаштовано',
  'alert.projectIdNotConfigured.description':
    'Передайте projectId у createModal(): він потрібен розміщеним сервісам.',
  'alert.switchNetworkNotFound.title': 'Мережу не знайдено',
  'alert.switchNetworkNotFound.description':
    'Гаманець не може перейти на цю мережу. Додайте її в гаманці та спробуйте ще раз.',
  'error.InvalidAddressError': 'Недійсна адреса',
  'error.UnrecognizedChainError': 'Невідомий ланцюжок',
  'error.ChainNotSupportedError': 'Ланцюжок не підтримується',
  'error.NetworkNotFoundError': 'Мережу не знайдено',
  'error.UnsupportedChainError': 'Непідтримуваний ланцюжок',
  'error.UserRejectedRequestError': 'Ви відхилили запит.',
  'error.ProviderNotFoundError': 'Постачальника гаманця не знайдено.',
  'error.RpcMethodNotAllowedError': 'Запитаний виклик RPC не дозволено',
  'error.RequestAbortedError': 'Запит перервано',
  'error.TimeoutError': 'Щось пішло не так',
  'error.SignMessageError': 'Не вдалося підписати',
  'error.HttpRequestError': 'Запит завершився помилкою зі статусом {status}',
  'error.FeatureLoadError': 'Не вдалося завантажити функцію «{featureId}»',
  'error.EngineDestroyedError': 'Вікно закрито остаточно',
  'error.DisconnectError': 'Не вдалося відключитися',
} satisfies Translation<typeof coreMessages>
