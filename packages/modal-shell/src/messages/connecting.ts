/**
 * The shell's English messages of the wallet views after first paint: AllWallets, Networks,
 * UnsupportedChain and the connecting views (namespace `shell`). Shared texts (Try again,
 * Wallets, Installed, Recent, Something went wrong) come from `frame.ts`. A `{name}` shown in
 * a title is a wallet's name, isolated for right-to-left text where it renders.
 */
export const connectingMessages = {
  // AllWallets
  searchWallets: 'Search wallets',
  searchWalletPlaceholder: 'Search wallet',
  searching: 'Searching…',
  walletsFound: { one: '{count} wallet found', other: '{count} wallets found' },
  noWalletFound: 'No wallet found',
  tryAnotherName: 'Try another name.',
  searchFailed: 'Wallet search failed: {error}',
  walletsFailed: 'Wallets could not be loaded: {error}',
  moreWalletsFailed: 'More wallets could not be loaded: {error}',
  // Networks and UnsupportedChain
  networks: 'Networks',
  approveInWallet: 'Approve in wallet',
  activeNetwork: 'Active',
  unsupportedNetwork:
    'Your wallet is on a network this app does not support. Switch to one of these networks to continue.',
  // Both connecting views
  continueIn: 'Continue in {name}',
  continueInYourWallet: 'Continue in your wallet',
  connectingProgress: 'Connecting',
  connectionDeclined: 'Connection declined',
  connectionFailed: 'Connection failed',
  declinedText: 'The request was declined in the wallet. You can try again.',
  retryConnection: 'Retry',
  // ConnectingExternal
  acceptRequest: 'Accept the connection request in your wallet.',
  'status.acceptIn': 'Continue in {name}. Accept the connection request in your wallet.',
  // ConnectingWalletConnect
  creatingPairing: 'Creating a pairing',
  scanWithPhone: 'Scan with your phone',
  scanWith: 'Scan with {name}',
  'status.scanWithPhone': 'Scan with your phone.',
  'status.scanWith': 'Scan with {name}.',
  approveIn: 'Approve the connection in {name}.',
  approveInYourWallet: 'Approve the connection in your wallet.',
  approveInTheWallet: 'Approve the connection in the wallet.',
  scanSteps: 'Open your wallet app, scan the code and approve the connection.',
  openAppAndApprove: 'Open the app and approve the connection.',
  'status.continueApprove': 'Continue in {name}. Approve the connection in the wallet.',
  'status.continueOpen': 'Continue in {name}. Open the app and approve the connection.',
  'status.openWalletApp': 'Open your wallet app and approve the connection.',
  qrFor: 'WalletConnect QR code for {name}',
  qrWalletConnect: 'WalletConnect QR code',
  open: 'Open {name}',
  linkRefused:
    "This wallet's link can't be opened safely. Scan the QR code or copy the link instead.",
  reconnecting: 'Reconnecting to the relay…',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  openDesktopApp: 'Open desktop app',
  openWebApp: 'Open web app',
  openAppInstead: 'Open the app instead',
  showQrCode: 'Show QR code',
  dontHave: "Don't have {name}?",
  dontHaveWallet: "Don't have a wallet?",
  browseWallets: 'Browse wallets',
} as const
