/**
 * The shell's English messages on first paint: the buttons, the modal's frame and titles,
 * Connect, and the states any view can be in. Namespace `shell`; every locale's chunk in
 * `src/locales/` has these keys and those of `views.ts`.
 */
export const frameMessages = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  loadingBalance: 'Loading balance',
  selectNetwork: 'Select network',
  back: 'Back',
  close: 'Close',
  tryAgain: 'Try again',
  loading: 'Loading…',
  viewUnavailable: 'This view is not available',
  somethingWentWrong: 'Something went wrong',
  slotUnavailable: '{label} is not available',
  'title.Connect': 'Connect Wallet',
  'title.AllWallets': 'All Wallets',
  'title.Account': 'Account',
  'title.Networks': 'Choose Network',
  'title.UnsupportedChain': 'Switch Network',
  'title.ApproveTransaction': 'Approve Request',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: 'No wallet found in this browser',
  noWalletText:
    'A wallet extension lets you connect to this app. Install one and reload this page.',
  noWalletTextAll:
    'A wallet extension lets you connect to this app. Install one and reload this page, or browse all wallets.',
  wallets: 'Wallets',
  allWallets: 'All Wallets',
  qrCode: 'QR code',
  installed: 'Installed',
  recent: 'Recent',
} as const
