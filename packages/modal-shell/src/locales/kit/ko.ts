import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: '복사됨',
  drawingQrCode: 'QR 코드 생성 중',
  selectToken: '토큰 선택',
  'amount.thousands': '천 단위 구분 기호 없이 1000처럼 입력하세요(점이나 쉼표는 소수점에만: 1.5)',
  'amount.exponent': '금액을 일반 숫자로 입력하세요. 1e18 형식은 사용할 수 없습니다',
  'amount.digits': '숫자와 소수점 하나만 입력할 수 있습니다',
  'amount.noDecimals': '이 토큰은 소수점 이하 자릿수가 없습니다',
  'amount.decimals': { other: '이 토큰은 소수점 이하 {count}자리까지 가능합니다' },
} satisfies Translation<typeof kitMessages>
