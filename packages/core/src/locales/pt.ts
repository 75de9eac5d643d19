import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': 'Assinatura recusada',
  'toast.authenticating': 'A autenticar…',
  'toast.tokenBalanceUnavailable': 'Saldo do token indisponível',
  'toast.somethingWentWrong': 'Algo correu mal',
  'toast.transactionStarted': 'Transação iniciada',
  'toast.actionNotAllowed': 'Ação não permitida',
  'alert.invalidAppConfiguration.title': 'Configuração da aplicação inválida',
  'alert.invalidAppConfiguration.description':
    'A origem não está na lista de permissões do seu projeto. Atualize a configuração no painel do fornecedor.',
  'alert.projectIdNotConfigured.title': 'ID do projeto não configurado',
  'alert.projectIdNotConfigured.description':
    'Passe um projectId a createModal(); os serviços alojados precisam dele.',
  'alert.switchNetworkNotFound.title': 'Rede não encontrada',
  'alert.switchNetworkNotFound.description':
    'A carteira não consegue mudar para esta rede. Adicione-a na carteira e tente novamente.',
  'error.InvalidAddressError': 'Endereço inválido',
  'error.UnrecognizedChainError': 'Cadeia não reconhecida',
  'error.ChainNotSupportedError': 'A cadeia não é suportada',
  'error.NetworkNotFoundError': 'Rede não encontrada',
  'error.UnsupportedChainError': 'Cadeia não suportada',
  'error.UserRejectedRequestError': 'Recusou o pedido.',
  'error.ProviderNotFoundError': 'Fornecedor da carteira não encontrado.',
  'error.RpcMethodNotAllowedError': 'A chamada RPC pedida não é permitida',
  'error.RequestAbortedError': 'O pedido foi cancelado',
  'error.TimeoutError': 'Algo correu mal',
  'error.SignMessageError': 'Falha ao assinar',
  'error.HttpRequestError': 'O pedido falhou com o estado {status}',
  'error.FeatureLoadError': 'Não foi possível carregar a funcionalidade «{featureId}»',
  'error.EngineDestroyedError': 'O modal foi terminado',
  'error.DisconnectError': 'Não foi possível desligar',
} satisfies Translation<typeof coreMessages>
