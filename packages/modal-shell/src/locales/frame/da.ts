import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: 'Forbind tegnebog',
  connecting: 'Forbinder…',
  loadingBalance: 'Indlæser saldo',
  selectNetwork: 'Vælg netværk',
  back: 'Tilbage',
  close: 'Luk',
  tryAgain: 'Prøv igen',
  loading: 'Indlæser…',
  viewUnavailable: 'Denne visning er ikke tilgængelig',
  somethingWentWrong: 'Noget gik galt',
  slotUnavailable: '{label} er ikke tilgængelig',
  'title.Connect': 'Forbind tegnebog',
  'title.AllWallets': 'Alle tegnebøger',
  'title.Account': 'Konto',
  'title.Networks': 'Vælg netværk',
  'title.UnsupportedChain': 'Skift netværk',
  'title.ApproveTransaction': 'Godkend anmodning',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: 'Ingen tegnebog fundet i denne browser',
  noWalletText:
    'Med en tegnebogsudvidelse kan du oprette forbindelse til denne app. Installer en, og genindlæs denne side.',
  noWalletTextAll:
    'Med en tegnebogsudvidelse kan du oprette forbindelse til denne app. Installer en, og genindlæs denne side, eller se alle tegnebøger.',
  wallets: 'Tegnebøger',
  allWallets: 'Alle tegnebøger',
  qrCode: 'QR-kode',
  installed: 'Installeret',
  recent: 'Senest brugt',
} satisfies Translation<typeof frameMessages>
