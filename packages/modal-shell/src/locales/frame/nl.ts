import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: 'Wallet verbinden',
  connecting: 'Verbinden…',
  loadingBalance: 'Saldo wordt geladen',
  selectNetwork: 'Netwerk kiezen',
  back: 'Terug',
  close: 'Sluiten',
  tryAgain: 'Opnieuw proberen',
  loading: 'Laden…',
  viewUnavailable: 'Deze weergave is niet beschikbaar',
  somethingWentWrong: 'Er is iets misgegaan',
  slotUnavailable: '{label} is niet beschikbaar',
  'title.Connect': 'Wallet verbinden',
  'title.AllWallets': 'Alle wallets',
  'title.Account': 'Account',
  'title.Networks': 'Netwerk kiezen',
  'title.UnsupportedChain': 'Netwerk wisselen',
  'title.ApproveTransaction': 'Verzoek goedkeuren',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: 'Geen wallet gevonden in deze browser',
  noWalletText:
    'Met een wallet-extensie kun je verbinding maken met deze app. Installeer er een en laad deze pagina opnieuw.',
  noWalletTextAll:
    'Met een wallet-extensie kun je verbinding maken met deze app. Installeer er een en laad deze pagina opnieuw, of bekijk alle wallets.',
  wallets: 'Wallets',
  allWallets: 'Alle wallets',
  qrCode: 'QR-code',
  installed: 'Geïnstalleerd',
  recent: 'Recent gebruikt',
} satisfies Translation<typeof frameMessages>
