/** The views of the Swap flow; leaving all of them resets the swap state. */
export const SWAP_VIEWS: ReadonlySet<string> = new Set(['Swap', 'SwapSelectToken', 'SwapPreview'])

/** A quote is asked this long after the last keystroke (issue 14). */
export const QUOTE_DEBOUNCE_MS = 200

/** A shown quote is refreshed this often while Swap is visible, and is stale after it (issue 14). */
export const QUOTE_REFRESH_MS = 10_000

/** Spec §9: "Swap slippage tolerance 1" (percent). */
export const DEFAULT_SLIPPAGE = '1'

/** The slippage presets offered (percent); a custom value is bounded by the two below. */
export const SLIPPAGE_PRESETS = ['0.5', '1', '2'] as const
export const MIN_SLIPPAGE = '0.01'
export const MAX_SLIPPAGE = '50'

/**
 * The gas limit a swap is sent with (unless the service's estimate is higher): Uniswap V2's
 * `swapExact*` take 100–150 k gas; 200 k keeps a margin. The one network-fee rule (Swap, preview,
 * Max and the native balance − gas) is this limit × the data API's standard gas price (§7
 * gas-price, what a wallet's max fee per gas stays under): the most the swap can cost in gas.
 */
export const SWAP_GAS_LIMIT = 200_000n

/** The default provider fee (percent): Uniswap V2's pool fee, the devstack's provider. */
export const DEFAULT_PROVIDER_FEE_PERCENT = '0.3'

/** Spec §9: "Receipt wait 25000 ms": how long an approval may take to show in the allowance. */
export const APPROVAL_WAIT_MS = 25_000

/** The pseudo-address the data API uses for a chain's native currency. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Suggested tokens shown as chips in SwapSelectToken (issue 14: "up to 8"). */
export const MAX_SUGGESTED = 8

/** What the Swap button says: the first failing rule, else Review swap. */
export const SWAP_BUTTON_LABELS = {
  unsupported: 'Network not supported for Swaps',
  loading: 'Loading…',
  selectToken: 'Select token',
  enterAmount: 'Enter amount',
  incorrectValue: 'Incorrect value',
  insufficientBalance: 'Insufficient balance',
  insufficientGas: 'Insufficient balance for gas',
  insufficientLiquidity: 'Insufficient liquidity',
  quoteFailed: 'Quote unavailable',
  quoting: 'Getting quote…',
  review: 'Review swap',
} as const

/** Texts of the Swap flow (spec §8 and issue 14 where they name them). */
export const SWAP_MESSAGES = {
  /** Spec §8: "Network not supported … for Swaps". */
  unsupportedNetwork: 'Network not supported for Swaps',
  approveInWallet: 'Approve limit increase in your wallet',
  confirmInWallet: 'Confirm transaction in your wallet',
  allowanceFailed: 'Failed to check allowance',
  approvalFailed: 'Failed to create approval transaction',
  transactionFailed: 'Failed to create transaction',
  /** Spec §8: a failure without a message of the wallet's. */
  somethingWentWrong: 'Something went wrong',
  quoteRefreshed: 'The quote was refreshed: review the new amounts',
  /** Issue 14: a native source re-requested with balance − gas. */
  amountLowered: 'Amount lowered to leave the network fee',
  accountNotFound: 'Account not found',
} as const
