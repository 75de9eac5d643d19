/**
 * Swap's English messages (namespace `swap`, the feature's id): the source every locale's chunk in
 * `src/locales/` translates. `view.*` and `action.*` are the labels the descriptor declares, with
 * exactly its English; `check.*` is what the Swap button says (`SwapCheck`), first failing rule
 * first; `error.*` what the preview says under its buttons (spec §8's words where it names them).
 */
export const swapMessages = {
  'view.Swap': 'Swap',
  'view.SwapSelectToken': 'Select token',
  'view.SwapPreview': 'Review swap',
  'action.swap': 'Swap',
  // The Swap button, by SwapCheck
  /** Spec §8: "Network not supported … for Swaps". */
  'check.unsupported': 'Network not supported for Swaps',
  'check.loading': 'Loading…',
  'check.selectToken': 'Select token',
  'check.enterAmount': 'Enter amount',
  'check.incorrectValue': 'Incorrect value',
  'check.insufficientBalance': 'Insufficient balance',
  'check.insufficientGas': 'Insufficient balance for gas',
  'check.insufficientLiquidity': 'Insufficient liquidity',
  'check.quoteFailed': 'Quote unavailable',
  'check.quoting': 'Getting quote…',
  'check.review': 'Review swap',
  // Swap
  loadingSwap: 'Loading swap',
  tryAgain: 'Try again',
  retry: 'Retry',
  /** The price's Retry button's name: starts with its visible text (WCAG 2.5.3). */
  retryPrice: 'Retry loading the price of {symbol}',
  retryPriceToken: 'Retry loading the price of the token',
  youPay: 'You pay',
  youReceive: 'You receive',
  /** Said to screen readers when a quote arrives. */
  receiveAmount: 'You receive {amount} {symbol}',
  amountToSwap: 'Amount to swap',
  max: 'Max',
  /** The Max button's name: starts with its visible text (WCAG 2.5.3). */
  maxLabel: 'Max: use the maximum',
  maxLabelNative: 'Max: use the maximum less the network fee',
  switchTokens: 'Switch the tokens',
  gettingQuote: 'Getting a quote',
  rate: 'Rate',
  priceImpact: 'Price impact',
  maxSlippage: 'Max slippage',
  providerFee: 'Provider fee',
  networkFee: 'Network fee',
  /** The token chips' names: a chosen token's starts with its symbol, none with 'Select token'. */
  changePayToken: '{symbol}: change the token to pay with',
  changeReceiveToken: '{symbol}: change the token to receive',
  selectPayToken: 'Select token: the token to pay with',
  selectReceiveToken: 'Select token: the token to receive',
  customSlippage: 'Custom %',
  slippageBounds: 'A whole percent from {min}% to {max}%',
  // SwapSelectToken
  searchPlaceholder: 'Search name, symbol or address',
  searchLabel: 'Search token by name, symbol or address',
  suggestedTokens: 'Suggested tokens',
  noTokensMatch: 'No tokens match your search',
  yourTokens: 'Your tokens',
  tokens: 'Tokens',
  // SwapPreview
  nothingToSwap: 'Nothing to swap yet.',
  gettingQuoteBusy: 'Getting a quote…',
  back: 'Back',
  minimumReceived: 'Minimum received',
  approve: 'Approve',
  approveExactly: 'exactly {amount} {symbol}',
  spender: 'Spender',
  reviewCarefully: 'Review the swap carefully before you sign it.',
  cancel: 'Cancel',
  approveToken: 'Approve {symbol}',
  confirmSwap: 'Swap',
  'busy.checking': 'Checking allowance…',
  'busy.approving': 'Approving…',
  'busy.building': 'Preparing the swap…',
  'busy.swapping': 'Waiting for the wallet…',
  /** Issue 14: a native source re-requested with balance − gas. */
  amountLowered: 'Amount lowered to leave the network fee',
  // Toasts
  approveInWallet: 'Approve limit increase in your wallet',
  confirmInWallet: 'Confirm transaction in your wallet',
  quoteRefreshed: 'The quote was refreshed: review the new amounts',
  swapped: 'Swapped {from} to {amount} {to}',
  // The preview's failures
  'error.allowanceFailed': 'Failed to check allowance',
  'error.approvalFailed': 'Failed to create approval transaction',
  'error.transactionFailed': 'Failed to create transaction',
  /** Spec §8: a failure without a message of the wallet's. */
  'error.somethingWentWrong': 'Something went wrong',
  'error.accountNotFound': 'Account not found',
  /** Issue 31: a built transaction that is not what the preview shows; nothing is sent. */
  'error.swapRefused':
    'The swap service built a transaction that does not match this swap: nothing was sent',
  /** Issue 31: no known router (allow-list) to approve on this network. */
  'error.noRouter': 'No known swap router on this network: nothing was approved',
} as const

// Also declared beside the descriptor (swapFeature.ts): a host's types reach that file, not this one.
declare module '@gangway/core' {
  interface MessageCatalogues {
    swap: typeof swapMessages
  }
}
