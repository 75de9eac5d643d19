import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: 'Wallet verbinden',
  connecting: 'Verbinden…',
  loadingBalance: 'Guthaben wird geladen',
  selectNetwork: 'Netzwerk wählen',
  back: 'Zurück',
  close: 'Schließen',
  tryAgain: 'Erneut versuchen',
  loading: 'Wird geladen…',
  viewUnavailable: 'Diese Ansicht ist nicht verfügbar',
  somethingWentWrong: 'Etwas ist schiefgelaufen',
  slotUnavailable: '{label} ist nicht verfügbar',
  'title.Connect': 'Wallet verbinden',
  'title.AllWallets': 'Alle Wallets',
  'title.Account': 'Konto',
  'title.Networks': 'Netzwerk wählen',
  'title.UnsupportedChain': 'Netzwerk wechseln',
  'title.ApproveTransaction': 'Anfrage bestätigen',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: 'Keine Wallet in diesem Browser gefunden',
  noWalletText:
    'Mit einer Wallet-Erweiterung können Sie sich mit dieser App verbinden. Installieren Sie eine und laden Sie die Seite neu.',
  noWalletTextAll:
    'Mit einer Wallet-Erweiterung können Sie sich mit dieser App verbinden. Installieren Sie eine und laden Sie die Seite neu, oder sehen Sie sich alle Wallets an.',
  wallets: 'Wallets',
  allWallets: 'Alle Wallets',
  qrCode: 'QR-Code',
  installed: 'Installiert',
  recent: 'Zuletzt verwendet',
} satisfies Translation<typeof frameMessages>
