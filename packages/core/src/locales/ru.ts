import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': 'Подпись отклонена',
  'toast.authenticating': 'Проверка подлинности…',
  'toast.tokenBalanceUnavailable': 'Баланс токена недоступен',
  'toast.somethingWentWrong': 'Что-то пошло не так',
  'toast.transactionStarted': 'Транзакция начата',
  'toast.actionNotAllowed': 'Действие не разрешено',
  'alert.invalidAppConfiguration.title': 'Неверная конфигурация приложения',
  'alert.invalidAppConfiguration.description':
    'Этого источника нет в списке разрешённых вашего проекта. Обновите конфигурацию в панели провайдера.',
  'alert.projectIdNotConfigured.title': 'ID проекта не настроен',
  'alert.projectIdNotConfigured.description':
    'Передайте projectId в createModal(): он нужен размещённым сервисам.',
  'alert.switchNetworkNotFound.title': 'Сеть не найдена',
  'alert.switchNetworkNotFound.description':
    'Кошелёк не может переключиться на эту сеть. Добавьте её в кошельке и повторите попытку.',
  'error.InvalidAddressError': 'Неверный адрес',
  'error.UnrecognizedChainError': 'Неизвестная сеть',
  'error.ChainNotSupportedError': 'Сеть не поддерживается',
  'error.NetworkNotFoundError': 'Сеть не найдена',
  'error.UnsupportedChainError': 'Неподдерживаемая сеть',
  'error.UserRejectedRequestError': 'Вы отклонили запрос.',
  'error.ProviderNotFoundError': 'Провайдер кошелька не найден.',
  'error.RpcMethodNotAllowedError': 'Запрошенный вызов RPC не разрешён',
  'error.RequestAbortedError': 'Запрос прерван',
  'error.TimeoutError': 'Что-то пошло не так',
  'error.SignMessageError': 'Не удалось подписать',
  'error.HttpRequestError': 'Запрос завершился ошибкой со статусом {status}',
  'error.FeatureLoadError': 'Не удалось загрузить функцию «{featureId}»',
  'error.EngineDestroyedError': 'Окно закрыто окончательно',
  'error.DisconnectError': 'Не удалось отключиться',
} satisfies Translation<typeof coreMessages>
