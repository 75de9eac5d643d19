import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: 'Připojit peněženku',
  connecting: 'Připojování…',
  loadingBalance: 'Načítání zůstatku',
  selectNetwork: 'Vybrat síť',
  back: 'Zpět',
  close: 'Zavřít',
  tryAgain: 'Zkusit znovu',
  loading: 'Načítání…',
  viewUnavailable: 'Toto zobrazení není k dispozici',
  somethingWentWrong: 'Něco se pokazilo',
  slotUnavailable: '{label} není k dispozici',
  'title.Connect': 'Připojit peněženku',
  'title.AllWallets': 'Všechny peněženky',
  'title.Account': 'Účet',
  'title.Networks': 'Vybrat síť',
  'title.UnsupportedChain': 'Přepnout síť',
  'title.ApproveTransaction': 'Schválit požadavek',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: 'V tomto prohlížeči nebyla nalezena žádná peněženka',
  noWalletText:
    'Rozšíření peněženky vám umožní připojit se k této aplikaci. Nainstalujte si nějaké a znovu načtěte tuto stránku.',
  noWalletTextAll:
    'Rozšíření peněženky vám umožní připojit se k této aplikaci. Nainstalujte si nějaké a znovu načtěte tuto stránku, nebo si prohlédněte všechny peněženky.',
  wallets: 'Peněženky',
  allWallets: 'Všechny peněženky',
  qrCode: 'QR kód',
  installed: 'Nainstalováno',
  recent: 'Naposledy použitá',
} satisfies Translation<typeof frameMessages>
