import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: 'Conectează portofelul',
  connecting: 'Se conectează…',
  loadingBalance: 'Se încarcă soldul',
  selectNetwork: 'Selectează rețeaua',
  back: 'Înapoi',
  close: 'Închide',
  tryAgain: 'Încearcă din nou',
  loading: 'Se încarcă…',
  viewUnavailable: 'Această vizualizare nu este disponibilă',
  somethingWentWrong: 'A apărut o eroare',
  slotUnavailable: '{label} nu este disponibil',
  'title.Connect': 'Conectează portofelul',
  'title.AllWallets': 'Toate portofelele',
  'title.Account': 'Cont',
  'title.Networks': 'Alege rețeaua',
  'title.UnsupportedChain': 'Schimbă rețeaua',
  'title.ApproveTransaction': 'Aprobă solicitarea',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: 'Nu s-a găsit niciun portofel în acest browser',
  noWalletText:
    'O extensie de portofel îți permite să te conectezi la această aplicație. Instalează una și reîncarcă pagina.',
  noWalletTextAll:
    'O extensie de portofel îți permite să te conectezi la această aplicație. Instalează una și reîncarcă pagina sau explorează toate portofelele.',
  wallets: 'Portofele',
  allWallets: 'Toate portofelele',
  qrCode: 'Cod QR',
  installed: 'Instalat',
  recent: 'Folosit recent',
} satisfies Translation<typeof frameMessages>
