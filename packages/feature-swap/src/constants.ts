/** The views of the Swap flow; leaving all of them resets the swap state. */
export const SWAP_VIEWS: ReadonlySet<string> = new Set(['Swap', 'SwapSelectToken', 'SwapPreview'])

/** A quote is asked this long after the last keystroke. */
export const QUOTE_DEBOUNCE_MS = 200

/** A shown quote is refreshed this often while Swap is visible, and is stale after it. */
export const QUOTE_REFRESH_MS = 10_000

/** Spec §9: "Swap slippage tolerance 1" (percent). */
export const DEFAULT_SLIPPAGE = '1'

/**
 * The slippage presets offered (whole percents): the convert service takes `eip155.slippage` as
 * an unsigned integer percent (bapi:src/handlers/convert/transaction.rs `slippage: usize`), so a
 * fraction cannot be sent. A custom value is a whole percent between the two bounds below.
 */
export const SLIPPAGE_PRESETS = ['1', '2', '3'] as const
export const MIN_SLIPPAGE = '1'
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

/**
 * A swap's gas limit above this is refused (the service's `eip155.gas`): a 1inch route takes well
 * under 1 M gas; a larger limit only makes the wallet reserve (and a broken swap burn) more.
 */
export const MAX_SWAP_GAS = 3_000_000n

/**
 * 1inch's AggregationRouter V6, the spender and swap contract of the convert service (it builds
 * through 1inch's swap API v6.0, bapi:src/providers/one_inch.rs), at one address on every chain
 * 1inch serves with it (zkSync Era has another and is not listed).
 */
export const ONE_INCH_V6_ROUTER = '0x111111125421cA6dc452d289314280a0f8842A65'

/**
 * The routers Swap approves and sends swaps to, per CAIP-2 network: 1inch V6 on Ethereum,
 * Optimism, BNB Chain, Gnosis, Polygon, Fantom, Klaytn, Base, Arbitrum, Avalanche, Linea and
 * Aurora. A host adds its own with `swapFeature({ routers })`; a built transaction calling any
 * other contract is refused.
 */
export const DEFAULT_SWAP_ROUTERS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  [1, 10, 56, 100, 137, 250, 8217, 8453, 42161, 43114, 59144, 1313161554].map((id) => [
    `eip155:${id}`,
    [ONE_INCH_V6_ROUTER],
  ]),
)

/** The pseudo-address the data API uses for a chain's native currency. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Suggested tokens shown as chips in SwapSelectToken (up to 8). */
export const MAX_SUGGESTED = 8
