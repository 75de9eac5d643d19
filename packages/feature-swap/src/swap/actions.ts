import { NATIVE_TOKEN_ADDRESS } from '../constants.js'
import {
  balanceToBaseUnits,
  type Engine,
  fetchFungiblePrices,
  fetchGasPrice,
  fetchSupportedChains,
  fetchTokenBalances,
  HttpRequestError,
  isZeroAmount,
  maxAmount,
  type TokenBalance,
  type ViewArguments,
} from '../internal/core.js'
import { InvalidSwapArgumentsError, parseSwapArguments, resolveSwapArguments } from './arguments.js'
import { swapContext } from './context.js'
import { slippageBps } from './maths.js'
import { networkFeeWei } from './networkFee.js'
import { requestQuote } from './quotes.js'
import { fetchSwapTokens, type ServiceToken } from './services.js'
import { getSwapSettings } from './settings.js'
import { getSwapStore, ownerOf, type SwapToken, swapAbortController } from './swapStore.js'

/** Whether a CAIP-10 token is the chain's native currency (`…:0xeeee…eeee`). */
export const isNative = (token: Pick<SwapToken, 'caip10'>) =>
  token.caip10.toLowerCase().endsWith(`:${NATIVE_TOKEN_ADDRESS}`)

/** The account's balance entry of a token on the active network, from the data API's balances. */
function balanceOf(token: SwapToken, balances: readonly TokenBalance[]) {
  return balances.find((b) =>
    isNative(token)
      ? !b.address || b.address.toLowerCase().endsWith(`:${NATIVE_TOKEN_ADDRESS}`)
      : b.address?.toLowerCase() === token.caip10.toLowerCase(),
  )
}

/**
 * The tokens with the account's current balances (after a swap or a balance refresh). A token
 * the price service did not price takes the price the balances came with: the one the Account
 * view shows (issue 36 §3: Swap shows the source's USD value as soon as it is known).
 */
function withBalances(engine: Engine, tokens: readonly SwapToken[]): SwapToken[] {
  const network = engine.$activeNetwork.get()
  const account = engine.$account.get()
  // `undefined` while unknown (not loaded, or failed): then a token not listed is not a 0.
  const known = account?.tokenBalance
  const balances = (known ?? []).filter((b) => b.chainId === network?.caipNetworkId)
  return tokens.map((token) => {
    const match = balanceOf(token, balances)
    const balance = match?.quantity.numeric ?? (isNative(token) ? account?.balance : known && '0')
    // A price of 0 is no price: nothing on the market is worth nothing.
    const price = token.price ?? (match && match.price > 0 ? String(match.price) : undefined)
    return {
      ...token,
      balance,
      price,
      ...(price !== undefined ? { priceUnavailable: undefined } : {}),
    }
  })
}

/** Tokens priced when Swap loads: the native currency and those the account holds (at most 20). */
const PRICED_AT_LOAD = 20

/** The tokens worth a price at load: native first, then the account's (a long list is not priced). */
function pricedFirst(engine: Engine, tokens: readonly ServiceToken[]): ServiceToken[] {
  const held = withBalances(engine, tokens).filter(
    (token) => !isNative(token) && token.balance !== undefined && !isZeroAmount(token.balance),
  )
  return [...tokens.filter(isNative), ...held].slice(0, PRICED_AT_LOAD)
}

/**
 * USD prices by lower-case CAIP-10 id. Core's `fetchFungiblePrices` asks one token per request
 * (the price service prices only the first address it is sent: bapi:src/handlers/fungible_price.rs),
 * four at a time; a token that cannot be priced is left out and never fails the others.
 */
export async function priceTokens(
  engine: Engine,
  tokens: readonly Pick<ServiceToken, 'caip10'>[],
  signal?: AbortSignal,
): Promise<Map<string, string>> {
  if (!tokens.length) return new Map()
  const found = await fetchFungiblePrices(engine, {
    addresses: tokens.map((token) => token.caip10),
    signal,
  }).catch(() => [])
  return new Map(found.map((price) => [price.address.toLowerCase(), String(price.price)]))
}

/** Sets what is known of a token's price on every copy of it in the state. */
function patchToken(engine: Engine, caip10: string, patch: Partial<SwapToken>): void {
  const $swap = getSwapStore(engine)
  const state = $swap.get()
  const patched = (t: SwapToken | undefined) => (t?.caip10 === caip10 ? { ...t, ...patch } : t)
  $swap.set({
    ...state,
    tokens: state.tokens.map((t) => patched(t)!),
    from: patched(state.from),
    to: patched(state.to),
  })
}

/**
 * A picked token without a price gets one (Swap priced only some tokens at load). When the
 * service gives none, the token is marked `priceUnavailable`: its USD value shows '—' with a
 * retry, never '$0.00' (issue 36 §3).
 */
async function priceLater(engine: Engine, token: SwapToken): Promise<void> {
  if (token.price !== undefined) return
  const { signal } = swapAbortController(engine)
  const price = (await priceTokens(engine, [token], signal)).get(token.caip10.toLowerCase())
  if (signal.aborted) return
  patchToken(
    engine,
    token.caip10,
    price === undefined ? { priceUnavailable: true } : { price, priceUnavailable: undefined },
  )
}

/** Asks the price service again for the source's or the target's price (the view's Retry). */
export async function retryPrice(engine: Engine, side: 'from' | 'to'): Promise<void> {
  const token = getSwapStore(engine).get()[side]
  if (!token || token.price !== undefined) return
  patchToken(engine, token.caip10, { priceUnavailable: undefined })
  await priceLater(engine, { ...token, priceUnavailable: undefined })
}

/** Whether this network offers swaps: the host's list (when given) and the service's chains. */
async function isSupported(engine: Engine, caipNetworkId: string): Promise<boolean> {
  const { networks } = getSwapSettings(engine).options
  if (networks && !networks.includes(caipNetworkId)) return false
  const { http } = await fetchSupportedChains(engine)
  return (http as readonly string[]).includes(caipNetworkId)
}

/**
 * Loads what Swap needs for the connected account and network: whether swaps are offered here
 * (else `unsupported`: 'Network not supported for Swaps'), the service's tokens, the account's
 * balances, USD prices and the gas price. The source starts as the native currency, or as the
 * host's arguments (`open({ view: 'Swap', arguments })`) say; what in them Swap cannot use is
 * ignored and logged as an `InvalidSwapArgumentsError`. Never throws: a failure leaves `error`
 * (the view offers Try again).
 */
export async function initSwap(engine: Engine, raw?: ViewArguments): Promise<void> {
  const $swap = getSwapStore(engine)
  const owner = ownerOf(engine)
  const controller = swapAbortController(engine, 'init')
  const { signal } = controller
  const live = () => !signal.aborted && getSwapStore(engine).get().owner === owner
  // Only while the modal shows Swap: a view still mounted as the modal closes starts nothing.
  if (!engine.$modal.get().open) return
  $swap.set({ ...$swap.get(), status: 'loading', slippage: getSwapSettings(engine).slippage() })
  const context = swapContext(engine)
  try {
    if (!context || !(await isSupported(engine, context.network.caipNetworkId))) {
      if (live()) $swap.setKey('status', 'unsupported')
      return
    }
    const caipNetworkId = context.network.caipNetworkId
    const [serviceTokens, gasPrice] = await Promise.all([
      fetchSwapTokens(engine, caipNetworkId, signal),
      fetchGasPrice(engine, caipNetworkId, signal).catch(() => undefined),
      fetchTokenBalances(engine).catch((error: unknown) =>
        engine.logger.warn('Swap: token balances unavailable', error),
      ),
    ])
    const prices = await priceTokens(engine, pricedFirst(engine, serviceTokens), signal)
    if (!live()) return
    const tokens = withBalances(
      engine,
      serviceTokens.map((token) => ({ ...token, price: prices.get(token.caip10.toLowerCase()) })),
    )
    const { args, problems } = parseSwapArguments(raw)
    const resolved = resolveSwapArguments(args, tokens, tokens.find(isNative))
    problems.push(...resolved.problems)
    if (problems.length) engine.logger.error('Swap', new InvalidSwapArgumentsError(problems))
    const { from, to } = resolved
    $swap.set({
      ...$swap.get(),
      status: 'ready',
      tokens,
      from,
      to,
      gasPrice,
      amount: resolved.amount ?? $swap.get().amount,
    })
    for (const token of [from, to]) if (token) void priceLater(engine, token)
    await requestQuote(engine, { debounce: false })
  } catch (error) {
    if (!live()) return
    engine.logger.warn('Swap: loading failed', error)
    // The service refusing the network (400) means no swaps here, not a failure to retry.
    const refused = error instanceof HttpRequestError && error.status === 400
    $swap.setKey('status', refused ? 'unsupported' : 'error')
  }
}

/** Picks the source or target token; picking the other side's token flips the pair. */
export function selectToken(engine: Engine, side: 'from' | 'to', token: SwapToken): void {
  const $swap = getSwapStore(engine)
  const state = $swap.get()
  const other = side === 'from' ? state.to : state.from
  if (other?.caip10 === token.caip10) {
    flipTokens(engine)
    return
  }
  $swap.set({ ...state, [side]: token, tx: undefined, step: 'idle', error: undefined })
  void requestQuote(engine, { debounce: false })
  void priceLater(engine, token)
}

/** Flip: source and target change places; the quoted target amount becomes the new amount. */
export function flipTokens(engine: Engine): void {
  const $swap = getSwapStore(engine)
  const { from, to, quote, amount } = $swap.get()
  const next = quote && to ? quote.toAmount : amount
  $swap.set({
    ...$swap.get(),
    from: to,
    to: from,
    amount: to ? trimToDecimals(next, to.decimals) : next,
    quote: undefined,
    tx: undefined,
    step: 'idle',
    error: undefined,
  })
  void requestQuote(engine, { debounce: false })
}

/** An amount cut (never rounded up) to what the token can hold. */
function trimToDecimals(amount: string, decimals: number): string {
  const [whole = '', fraction] = amount.split('.')
  const cut = fraction?.slice(0, decimals).replace(/0+$/, '')
  return cut ? `${whole}.${cut}` : whole
}

/** Sets the amount as typed (a decimal string); the quote follows 200 ms after typing stops. */
export function setAmount(engine: Engine, amount: string): void {
  const $swap = getSwapStore(engine)
  $swap.set({
    ...$swap.get(),
    amount,
    lowered: false,
    tx: undefined,
    step: 'idle',
    error: undefined,
  })
  void requestQuote(engine, { debounce: true })
}

/** The gas kept back from a native source: the network fee (networkFee.ts) before the build. */
export function gasReserve(engine: Engine): bigint {
  const { gasPrice } = getSwapStore(engine).get()
  return networkFeeWei(gasPrice ?? 0n)
}

/** Max: the whole balance of a token; a native source keeps the gas reserve. */
export function setMax(engine: Engine): void {
  const { from } = getSwapStore(engine).get()
  if (!from) return
  const balance = balanceToBaseUnits(from.balance, from.decimals)
  const reserve = isNative(from) ? gasReserve(engine) : 0n
  setAmount(engine, trimToDecimals(maxAmount(balance, from.decimals, reserve), from.decimals))
}

/**
 * Sets max slippage (a whole percent, 1–50: what the convert service takes) and remembers it for this host (the
 * feature's storage). Returns whether it was accepted; a built transaction is dropped.
 */
export function setSlippage(engine: Engine, slippage: string): boolean {
  if (slippageBps(slippage) === undefined) return false
  const $swap = getSwapStore(engine)
  $swap.set({ ...$swap.get(), slippage, tx: undefined })
  getSwapSettings(engine).rememberSlippage(slippage)
  return true
}

/** The account's balances fetched again (after a swap), then shown on the tokens. */
export async function refreshSwapBalances(engine: Engine): Promise<void> {
  await fetchTokenBalances(engine, { force: true }).catch(() => undefined)
  const $swap = getSwapStore(engine)
  const state = $swap.get()
  if (state.status !== 'ready') return
  const tokens = withBalances(engine, state.tokens)
  const pick = (t: SwapToken | undefined) => t && tokens.find((x) => x.caip10 === t.caip10)
  $swap.set({ ...state, tokens, from: pick(state.from), to: pick(state.to) })
}
