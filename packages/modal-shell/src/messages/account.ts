/**
 * The shell's English messages of Account (its tabs, tokens, NFTs and actions) and
 * ApproveTransaction (namespace `shell`). Shared texts (Try again, Loading…, Loading balance,
 * the Account title) come from `frame.ts`.
 */
export const accountMessages = {
  // Account
  noAccount: 'No wallet is connected.',
  connectAWallet: 'Connect a wallet',
  copyAddress: 'Copy address',
  retryBalance: 'Retry loading the balance',
  retry: 'Retry',
  disconnect: 'Disconnect',
  disconnecting: 'Disconnecting…',
  // Tabs (the shell's own: a feature's tab label comes from its catalogue's `tab.<id>`)
  'tab.Tokens': 'Tokens',
  'tab.NFTs': 'NFTs',
  'tab.Activity': 'Activity',
  noTokens: 'No tokens to show',
  noNfts: 'No NFTs to show',
  noActivity: 'No activity to show',
  nothingToShow: 'Nothing to show',
  // Tokens
  loadingTokens: 'Loading tokens',
  total: 'Total',
  tokensUnavailable: 'Token balances are unavailable right now.',
  retrying: 'Retrying…',
  tryAgainIn: 'Try again in {seconds} s',
  // NFTs
  loadingNfts: 'Loading NFTs',
  nftsFailed: 'NFTs could not be loaded. {reason}',
  loadMore: 'Load more',
  allNfts: 'All NFTs',
  'nft.collection': 'Collection',
  'nft.tokenId': 'Token ID',
  'nft.contract': 'Contract',
  'nft.network': 'Network',
  viewOn: 'View on {explorer}',
  // ApproveTransaction
  noRequest: 'No request is waiting for approval.',
  approveRequest: 'Approve request',
  rawRequest: 'Raw request',
  requestDetails: 'Request details',
  requestMessage: 'Message',
  requestItems: 'Items',
  undecoded: 'This request could not be decoded: check it below before you approve.',
  readingRequest: 'Reading the request…',
  reject: 'Reject',
  approve: 'Approve',
} as const
