import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': '서명이 거부되었습니다',
  'toast.authenticating': '인증 중…',
  'toast.tokenBalanceUnavailable': '토큰 잔액을 불러올 수 없습니다',
  'toast.somethingWentWrong': '문제가 발생했습니다',
  'toast.transactionStarted': '거래가 시작되었습니다',
  'toast.actionNotAllowed': '허용되지 않는 작업입니다',
  'alert.invalidAppConfiguration.title': '앱 구성이 올바르지 않습니다',
  'alert.invalidAppConfiguration.description':
    '이 출처는 프로젝트의 허용 목록에 없습니다. 공급자 대시보드에서 구성을 업데이트하세요.',
  'alert.projectIdNotConfigured.title': '프로젝트 ID가 구성되지 않았습니다',
  'alert.projectIdNotConfigured.description':
    'createModal()에 projectId를 전달하세요. 호스팅 서비스에 필요합니다.',
  'alert.switchNetworkNotFound.title': '네트워크를 찾을 수 없습니다',
  'alert.switchNetworkNotFound.description':
    '지갑이 이 네트워크로 전환할 수 없습니다. 지갑에 추가한 후 다시 시도하세요.',
  'error.InvalidAddressError': '잘못된 주소입니다',
  'error.UnrecognizedChainError': '알 수 없는 체인입니다',
  'error.ChainNotSupportedError': '지원되지 않는 체인입니다',
  'error.NetworkNotFoundError': '네트워크를 찾을 수 없습니다',
  'error.UnsupportedChainError': '지원되지 않는 체인',
  'error.UserRejectedRequestError': '요청을 거부했습니다.',
  'error.ProviderNotFoundError': '지갑 공급자를 찾을 수 없습니다.',
  'error.RpcMethodNotAllowedError': '요청한 RPC 호출은 허용되지 않습니다',
  'error.RequestAbortedError': '요청이 중단되었습니다',
  'error.TimeoutError': '문제가 발생했습니다',
  'error.SignMessageError': '서명에 실패했습니다',
  'error.HttpRequestError': '요청이 상태 {status}(으)로 실패했습니다',
  'error.FeatureLoadError': '“{featureId}” 기능을 불러오지 못했습니다',
  'error.EngineDestroyedError': '모달이 종료되었습니다',
  'error.DisconnectError': '연결을 해제하지 못했습니다',
} satisfies Translation<typeof coreMessages>
