import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': 'Iniciar sessão',
  needsToConnect: '{dapp} precisa de se ligar à sua carteira',
  thisApp: 'Esta aplicação',
  wallet: 'Carteira',
  'intro.required':
    'Assine esta mensagem para provar que esta carteira é sua e continuar. Se cancelar, será desligado.',
  'intro.optional':
    'Assine esta mensagem para provar que esta carteira é sua e continuar. Pode cancelar e continuar ligado sem iniciar sessão.',
  cancel: 'Cancelar',
  cancelling: 'A cancelar…',
  sign: 'Assinar',
  signing: 'A assinar…',
  signFailed: 'Erro ao assinar a mensagem',
  'error.InvalidSiwxSignatureError': 'A assinatura não é válida',
  'error.SiwxStorageError': 'O armazenamento da sessão falhou',
  'error.InvalidSiwxMessageError':
    'Não foi possível criar a mensagem de início de sessão desta aplicação',
  startFailed: 'Ocorreu um problema ao iniciar a autenticação',
  signatureDeclined: 'Assinatura recusada',
} satisfies Translation<typeof siwxMessages>
