import type { Translation } from '@gangway/core'
import type { namesMessages } from '../messages.js'

export default {
  'view.ChooseAccountName': 'Escolher nome',
  'view.RegisterAccountName': 'Escolher nome',
  'view.RegisterAccountNameSuccess': 'Nome da conta',
  'action.names': 'Escolher um nome',
  chooseTitle: 'Escolha o nome da sua conta',
  chooseText:
    'Diga adeus aos endereços 0x: um nome como {example} é mais fácil de partilhar e de usar para receber.',
  exampleName: 'oseunome',
  chooseName: 'Escolher nome',
  accountName: 'Nome da conta',
  suggestions: 'Sugestões',
  register: 'Registar',
  tooShort: {
    one: 'O nome deve ter pelo menos {count} caráter',
    other: 'O nome deve ter pelo menos {count} carateres',
  },
  invalidCharacters: 'O nome só pode conter letras, algarismos e hífenes',
  alreadyOwned: 'Já tem um nome',
  registered: 'Registado',
  available: 'Disponível',
  suggestionsFailed: 'Não foi possível obter sugestões de nomes',
  registerFailed: 'Não foi possível registar o nome {name}',
  noAccount: 'Endereço ou conector de autenticação não encontrado',
  signatureDeclined: 'Assinatura recusada',
  signatureExpired: {
    one: 'A assinatura demorou mais de {count} segundo. Toque em Registar e assine novamente.',
    other: 'A assinatura demorou mais de {count} segundos. Toque em Registar e assine novamente.',
  },
  registeringStatus: 'A registar {name}. Assine a mensagem na sua carteira para confirmar o nome.',
  registering: 'A registar',
  registeringName: 'A registar {name}',
  signToConfirm: 'Assine a mensagem na sua carteira para confirmar o nome.',
  successStatus: 'Nome da conta escolhido: {name}',
  success: 'Nome da conta escolhido',
  receiveAtName: 'Já pode receber cripto com o seu novo nome.',
  backToAccount: 'Voltar à conta',
} satisfies Translation<typeof namesMessages>
