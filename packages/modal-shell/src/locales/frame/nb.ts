import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: 'Koble til lommebok',
  connecting: 'Kobler til…',
  loadingBalance: 'Laster inn saldo',
  selectNetwork: 'Velg nettverk',
  back: 'Tilbake',
  close: 'Lukk',
  tryAgain: 'Prøv igjen',
  loading: 'Laster inn…',
  viewUnavailable: 'Denne visningen er ikke tilgjengelig',
  somethingWentWrong: 'Noe gikk galt',
  slotUnavailable: '{label} er ikke tilgjengelig',
  'title.Connect': 'Koble til lommebok',
  'title.AllWallets': 'Alle lommebøker',
  'title.Account': 'Konto',
  'title.Networks': 'Velg nettverk',
  'title.UnsupportedChain': 'Bytt nettverk',
  'title.ApproveTransaction': 'Godkjenn forespørsel',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: 'Fant ingen lommebok i denne nettleseren',
  noWalletText:
    'Med en lommebokutvidelse kan du koble til denne appen. Installer en, og last inn denne siden på nytt.',
  noWalletTextAll:
    'Med en lommebokutvidelse kan du koble til denne appen. Installer en, og last inn denne siden på nytt, eller se alle lommebøker.',
  wallets: 'Lommebøker',
  allWallets: 'Alle lommebøker',
  qrCode: 'QR-kode',
  installed: 'Installert',
  recent: 'Nylig brukt',
} satisfies Translation<typeof frameMessages>
