/**
 * Send's English messages (namespace `send`, the feature's id): its views, toasts and the
 * labels its descriptor declares (`view.*`, `action.*`, exactly the declared English). Each
 * locale's translation is in `src/locales/<locale>.ts`, a lazy chunk.
 */
export const sendMessages = {
  'view.WalletSend': 'Send',
  'view.WalletSendSelectToken': 'Select token',
  'view.WalletSendPreview': 'Review send',
  'action.send': 'Send',
  // What the Send button says: the first failing rule, in this order (issue 13), else Preview.
  'check.selectToken': 'Select token',
  'check.addAmount': 'Add amount',
  'check.incorrectValue': 'Incorrect value',
  'check.insufficientFunds': 'Insufficient funds',
  'check.addAddress': 'Add address',
  'check.invalidAddress': 'Invalid address',
  'check.resolving': 'Checking address…',
  'check.preview': 'Preview',
  /** Spec §4/§8. */
  transactionStarted: 'Transaction started',
  /** Spec §5. */
  unsupportedChain: 'Unsupported chain',
  /** Spec §8. */
  networkNotFound: 'Network not found',
  /** Spec §5: the Solana wording of a send missing its amount or receiver. */
  missingAmountOrReceiver: 'Please enter a valid amount and receiver address',
  invalidAmount: 'Invalid amount',
  tokenNotFound: 'Token not found',
  tokenInfoFailed: 'Failed to fetch token information',
  checksumMismatch: 'Invalid address: checksum mismatch',
  addressNotFound: 'No address found for this name',
  reviewCarefully: 'Review transaction carefully',
  sendToSelf: 'This is your own address.',
  sendToContract: 'This is the token’s own contract: tokens sent to it are usually lost.',
  /** Issue 36 §3: a send to the zero address is a burn. */
  sendToZero:
    'This is the zero address: nobody can ever move what is sent there, so it is burnt for good.',
  accountNotFound: 'Account not found',
  /** A name whose letters mix look-alike scripts (issue 31 item 6): `scripts` is a list, 'Latin and Cyrillic'. */
  mixedScripts:
    'This name mixes {scripts} letters, which can look alike. Check it is the name you mean.',
  amount: 'Amount',
  amountToSend: 'Amount to send',
  changeToken: 'Token: {symbol}. Change token',
  max: 'Max',
  /** Max's name starts with its visible text (WCAG 2.5.3). */
  maxToken: 'Max: use the maximum, {amount} {symbol}',
  maxNative: 'Max: use the maximum, {amount} {symbol} less the network fee',
  to: 'To',
  receiverPlaceholder: 'Address or name',
  loading: 'Loading…',
  buy: 'Buy',
  connectOther: 'Connect a different wallet',
  searchToken: 'Search token',
  searchTokenLabel: 'Search token by name',
  yourTokens: 'Your tokens',
  loadingTokens: 'Loading your tokens',
  noTokensMatch: 'No tokens match your search',
  noTokens: 'You have no tokens to send on this network',
  nothingToSend: 'Nothing to send yet.',
  back: 'Back',
  total: 'Total',
  token: 'Token',
  network: 'Network',
  networkFee: 'Network fee',
  feeSpeed: 'Fee speed',
  sendAnyway: 'I understand, send anyway',
  tryAgainIn: { one: 'You can try again in {count} s.', other: 'You can try again in {count} s.' },
  cancel: 'Cancel',
  waitingForWallet: 'Waiting for the wallet',
  send: 'Send',
} as const

declare module '@gangway/core' {
  interface MessageCatalogues {
    send: typeof sendMessages
  }
}
