import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: 'Connetti wallet',
  connecting: 'Connessione…',
  loadingBalance: 'Caricamento del saldo',
  selectNetwork: 'Seleziona rete',
  back: 'Indietro',
  close: 'Chiudi',
  tryAgain: 'Riprova',
  loading: 'Caricamento…',
  viewUnavailable: 'Questa schermata non è disponibile',
  somethingWentWrong: 'Qualcosa è andato storto',
  slotUnavailable: '{label} non è disponibile',
  'title.Connect': 'Connetti wallet',
  'title.AllWallets': 'Tutti i wallet',
  'title.Account': 'Account',
  'title.Networks': 'Scegli rete',
  'title.UnsupportedChain': 'Cambia rete',
  'title.ApproveTransaction': 'Approva richiesta',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: 'Nessun wallet trovato in questo browser',
  noWalletText:
    'Con un’estensione wallet puoi connetterti a questa app. Installane una e ricarica questa pagina.',
  noWalletTextAll:
    'Con un’estensione wallet puoi connetterti a questa app. Installane una e ricarica questa pagina, oppure sfoglia tutti i wallet.',
  wallets: 'Wallet',
  allWallets: 'Tutti i wallet',
  qrCode: 'Codice QR',
  installed: 'Installato',
  recent: 'Usato di recente',
} satisfies Translation<typeof frameMessages>
