/**
 * The on-ramp's English messages (namespace `onramp`, the feature's id): the source every
 * locale's chunk in `src/locales/` translates. `view.*` and `action.*` are the labels the
 * descriptor declares, with exactly its English. A `{provider}`, `{exchange}` or `{network}` is
 * the host's or the network's name, `{amount}` and `{balance}` a number already in the locale's
 * digits; each renders isolated (`<bdi>`) inside right-to-left text.
 */
export const onrampMessages = {
  'view.FundWallet': 'Fund wallet',
  'view.OnRampProviders': 'Buy crypto',
  'view.BuyInProgress': 'Buy crypto',
  'view.DepositFromExchange': 'Deposit from exchange',
  'action.fund': 'Fund',
  // FundWallet
  buyCrypto: 'Buy crypto',
  depositFromExchange: 'Deposit from exchange',
  receiveFunds: 'Receive funds',
  // OnRampProviders
  amount: 'Amount',
  currency: 'Currency',
  tokenToBuy: 'Token to buy',
  providers: 'Providers',
  enterAmount: 'Enter an amount',
  wholeAmount: 'Enter a whole amount of {currency} (the provider takes no cents)',
  belowMin: 'The minimum is {amount} {currency}',
  aboveMax: 'The maximum is {amount} {currency}',
  // The service's payment methods by id (brands such as Apple Pay and PayPal stay as they are).
  'method.CARD': 'Card',
  'method.ACH_BANK_ACCOUNT': 'Bank account',
  'method.FIAT_WALLET': 'Coinbase balance',
  defaultLimits: '(default limits)',
  youGet: 'You get',
  fees: 'Fees',
  total: 'Total',
  noQuote: 'No quote right now: the provider shows the price.',
  gettingQuote: 'Getting a quote…',
  /** Spec §9: a provider's fee range when the host gives none. */
  defaultFeeRange: '1-2%',
  unavailable: 'Unavailable',
  popupBlocked: 'The provider window could not open: allow pop-ups and try again',
  // BuyInProgress
  waitingForProvider: 'Waiting for the provider',
  buyingWith: 'Buying with {provider}',
  completeIn: 'Complete the purchase in the {provider} window.',
  completed: 'Purchase complete',
  balance: 'Balance: {balance}',
  buyFailed: 'Buy failed',
  notCompleted: '{provider} did not complete the purchase.',
  notFinished: 'Purchase not finished',
  abandoned:
    'The provider window was closed before the purchase finished. If you paid, the funds arrive when {provider} settles; otherwise try again.',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  tryAgain: 'Try again',
  backToAccount: 'Back to account',
  // DepositFromExchange
  withdrawTo: 'Withdraw {symbol} on {network} from your exchange account to this address:',
  copyAddress: 'Copy address',
  waitingForDeposit: 'Waiting for the deposit',
  waitingForYourDeposit: 'Waiting for your deposit',
  finishWithdrawal: 'Finish the withdrawal on {exchange}. Your balance updates when it arrives.',
  depositReceived: 'Deposit received',
  exchanges: 'Exchanges',
} as const

declare module '@gangway/core' {
  interface MessageCatalogues {
    onramp: typeof onrampMessages
  }
}
