import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: 'Conectar billetera',
  connecting: 'Conectando…',
  loadingBalance: 'Cargando saldo',
  selectNetwork: 'Seleccionar red',
  back: 'Atrás',
  close: 'Cerrar',
  tryAgain: 'Reintentar',
  loading: 'Cargando…',
  viewUnavailable: 'Esta vista no está disponible',
  somethingWentWrong: 'Algo salió mal',
  slotUnavailable: '{label} no está disponible',
  'title.Connect': 'Conectar billetera',
  'title.AllWallets': 'Todas las billeteras',
  'title.Account': 'Cuenta',
  'title.Networks': 'Elegir red',
  'title.UnsupportedChain': 'Cambiar de red',
  'title.ApproveTransaction': 'Aprobar solicitud',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: 'No se encontró ninguna billetera en este navegador',
  noWalletText:
    'Una extensión de billetera te permite conectarte a esta app. Instala una y vuelve a cargar esta página.',
  noWalletTextAll:
    'Una extensión de billetera te permite conectarte a esta app. Instala una y vuelve a cargar esta página, o explora todas las billeteras.',
  wallets: 'Billeteras',
  allWallets: 'Todas las billeteras',
  qrCode: 'Código QR',
  installed: 'Instalada',
  recent: 'Reciente',
} satisfies Translation<typeof frameMessages>
