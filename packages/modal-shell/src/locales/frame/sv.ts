import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: 'Anslut plånbok',
  connecting: 'Ansluter…',
  loadingBalance: 'Läser in saldo',
  selectNetwork: 'Välj nätverk',
  back: 'Tillbaka',
  close: 'Stäng',
  tryAgain: 'Försök igen',
  loading: 'Läser in…',
  viewUnavailable: 'Den här vyn är inte tillgänglig',
  somethingWentWrong: 'Något gick fel',
  slotUnavailable: '{label} är inte tillgänglig',
  'title.Connect': 'Anslut plånbok',
  'title.AllWallets': 'Alla plånböcker',
  'title.Account': 'Konto',
  'title.Networks': 'Välj nätverk',
  'title.UnsupportedChain': 'Byt nätverk',
  'title.ApproveTransaction': 'Godkänn begäran',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: 'Ingen plånbok hittades i den här webbläsaren',
  noWalletText:
    'Med ett plånbokstillägg kan du ansluta till den här appen. Installera ett och läs in sidan igen.',
  noWalletTextAll:
    'Med ett plånbokstillägg kan du ansluta till den här appen. Installera ett och läs in sidan igen, eller bläddra bland alla plånböcker.',
  wallets: 'Plånböcker',
  allWallets: 'Alla plånböcker',
  qrCode: 'QR-kod',
  installed: 'Installerad',
  recent: 'Senast använd',
} satisfies Translation<typeof frameMessages>
