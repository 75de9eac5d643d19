import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: 'Yhdistä lompakko',
  connecting: 'Yhdistetään…',
  loadingBalance: 'Ladataan saldoa',
  selectNetwork: 'Valitse verkko',
  back: 'Takaisin',
  close: 'Sulje',
  tryAgain: 'Yritä uudelleen',
  loading: 'Ladataan…',
  viewUnavailable: 'Tämä näkymä ei ole käytettävissä',
  somethingWentWrong: 'Jokin meni vikaan',
  slotUnavailable: '{label} ei ole käytettävissä',
  'title.Connect': 'Yhdistä lompakko',
  'title.AllWallets': 'Kaikki lompakot',
  'title.Account': 'Tili',
  'title.Networks': 'Valitse verkko',
  'title.UnsupportedChain': 'Vaihda verkkoa',
  'title.ApproveTransaction': 'Hyväksy pyyntö',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: 'Tästä selaimesta ei löytynyt lompakkoa',
  noWalletText:
    'Lompakkolaajennuksella voit yhdistää tähän sovellukseen. Asenna laajennus ja lataa tämä sivu uudelleen.',
  noWalletTextAll:
    'Lompakkolaajennuksella voit yhdistää tähän sovellukseen. Asenna laajennus ja lataa tämä sivu uudelleen tai selaa kaikkia lompakoita.',
  wallets: 'Lompakot',
  allWallets: 'Kaikki lompakot',
  qrCode: 'QR-koodi',
  installed: 'Asennettu',
  recent: 'Viimeksi käytetty',
} satisfies Translation<typeof frameMessages>
