import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: 'Ligar carteira',
  connecting: 'A ligar…',
  loadingBalance: 'A carregar o saldo',
  selectNetwork: 'Selecionar rede',
  back: 'Voltar',
  close: 'Fechar',
  tryAgain: 'Tentar novamente',
  loading: 'A carregar…',
  viewUnavailable: 'Esta vista não está disponível',
  somethingWentWrong: 'Algo correu mal',
  slotUnavailable: '{label} não está disponível',
  'title.Connect': 'Ligar carteira',
  'title.AllWallets': 'Todas as carteiras',
  'title.Account': 'Conta',
  'title.Networks': 'Escolher rede',
  'title.UnsupportedChain': 'Mudar de rede',
  'title.ApproveTransaction': 'Aprovar pedido',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: 'Nenhuma carteira encontrada neste navegador',
  noWalletText:
    'Uma extensão de carteira permite-lhe ligar-se a esta aplicação. Instale uma e recarregue esta página.',
  noWalletTextAll:
    'Uma extensão de carteira permite-lhe ligar-se a esta aplicação. Instale uma e recarregue esta página, ou explore todas as carteiras.',
  wallets: 'Carteiras',
  allWallets: 'Todas as carteiras',
  qrCode: 'Código QR',
  installed: 'Instalada',
  recent: 'Recente',
} satisfies Translation<typeof frameMessages>
