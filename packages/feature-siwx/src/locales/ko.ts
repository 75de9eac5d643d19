import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': '로그인',
  needsToConnect: '{dapp}에서 지갑 연결이 필요합니다',
  thisApp: '이 앱',
  wallet: '지갑',
  'intro.required':
    '이 지갑의 소유자임을 증명하고 계속하려면 이 메시지에 서명하세요. 취소하면 연결이 해제됩니다.',
  'intro.optional':
    '이 지갑의 소유자임을 증명하고 계속하려면 이 메시지에 서명하세요. 취소하고 로그인하지 않은 채 연결을 유지할 수도 있습니다.',
  cancel: '취소',
  cancelling: '취소하는 중…',
  sign: '서명',
  signing: '서명하는 중…',
  signFailed: '메시지 서명 중 오류가 발생했습니다',
  'error.InvalidSiwxSignatureError': '서명이 유효하지 않습니다',
  'error.SiwxStorageError': '로그인 정보 저장소에 문제가 발생했습니다',
  'error.InvalidSiwxMessageError': '이 앱의 로그인 메시지를 만들 수 없습니다',
  startFailed: '인증을 시작하는 중 문제가 발생했습니다',
  signatureDeclined: '서명이 거부되었습니다',
} satisfies Translation<typeof siwxMessages>
