import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Copiado',
  drawingQrCode: 'A gerar o código QR',
  selectToken: 'Selecionar token',
  'amount.thousands':
    'Sem separadores de milhares: escreva 1000 (ponto ou vírgula só para decimais: 1,5)',
  'amount.exponent': 'Escreva o montante em algarismos simples: 1e18 não é aceite',
  'amount.digits': 'Apenas algarismos e um separador decimal',
  'amount.noDecimals': 'Este token não tem casas decimais',
  'amount.decimals': {
    one: 'No máximo {count} casa decimal para este token',
    many: 'No máximo {count} casas decimais para este token',
    other: 'No máximo {count} casas decimais para este token',
  },
} satisfies Translation<typeof kitMessages>
