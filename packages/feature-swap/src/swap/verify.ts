import { DEFAULT_SWAP_ROUTERS, MAX_SWAP_GAS, NATIVE_TOKEN_ADDRESS } from '../constants.js'
import { BaseError } from '../internal/core.js'
import {
  type DecodedUnoswap,
  decodeApprove,
  decodeSwap,
  decodeUnoswap,
  encodeApprove,
} from './calldata.js'
import { type PoolTokensReader, WRAPPED_NATIVE } from './readPoolTokens.js'

/*
 * Issue 31 ("what the visitor approves is what gets signed"): the convert service's answers are
 * untrusted. The approval is built here (the source token's `approve` of the exact amount to a
 * known router); a built swap is sent only when it calls a known router with the value Swap
 * computes, and its calldata decodes to this swap, for the visitor, with at least the minimum the
 * preview shows.
 */

/** Why a built transaction was refused. */
export type SwapRefusalReason =
  | 'unknownRouter'
  | 'unexpectedValue'
  | 'unknownCalldata'
  | 'wrongAmount'
  | 'wrongToken'
  | 'wrongRecipient'
  | 'minimumTooLow'
  | 'gasOutOfBounds'
  /** A 1inch `unoswap` route whose pools could not be read on chain. */
  | 'poolUnreadable'

/**
 * A transaction the convert service built that does not match what the visitor is shown: it is
 * never sent. `reason` says which check failed; the message names the values compared.
 */
export class SwapTransactionRefusedError extends BaseError {
  override name = 'SwapTransactionRefusedError'
  readonly reason: SwapRefusalReason
  constructor(reason: SwapRefusalReason, details: string) {
    super('The swap service built a transaction that does not match this swap', { details })
    this.reason = reason
  }
}

const lower = (address: string) => address.toLowerCase()
const isNativeAddress = (address: string) => lower(address) === NATIVE_TOKEN_ADDRESS

/**
 * The routers Swap trusts on a network: the built-in list (1inch V6) and the host's
 * `swapFeature({ routers })` for it, the host's first, lower-case, without repeats.
 */
export function swapRouters(
  caipNetworkId: string,
  extra: Readonly<Record<string, readonly string[]>> | undefined,
): string[] {
  const all = [...(extra?.[caipNetworkId] ?? []), ...(DEFAULT_SWAP_ROUTERS[caipNetworkId] ?? [])]
  return [...new Set(all.filter((a) => /^0x[0-9a-fA-F]{40}$/.test(a)).map(lower))]
}

/** What the visitor is shown about the swap, in base units and plain addresses. */
export type SwapExpectation = {
  /** The routers allowed on the network (`swapRouters`). */
  routers: readonly string[]
  /** The visitor's address. */
  account: string
  /** Source and target token addresses (`0xeeee…` for the native currency). */
  from: string
  to: string
  /** The source amount, base units. */
  amount: bigint
  /** The preview's "Minimum received", base units of the target. */
  minimumOut: bigint
}

/** The `value` of a swap: the amount when the source is native, else 0 (never the service's). */
export const swapValue = (from: string, amount: bigint): bigint =>
  isNativeAddress(from) ? amount : 0n

/**
 * How far below the preview's minimum a built minimum may be: 0.1 % (the service quotes again
 * when it builds; a block between the two moves the pool a little). Anything lower is refused.
 */
const MINIMUM_TOLERANCE_BPS = 10n

/**
 * Checks a built swap against what the visitor is shown, throwing a
 * `SwapTransactionRefusedError` on the first mismatch: `to` is an allowed router; the calldata is
 * a swap Swap knows (Uniswap V2 `swapExact*`, 1inch V6 `swap`) of this amount from the source to
 * the target token, paid to the visitor, with a minimum out no lower than the preview's (within
 * 0.1 %); the gas limit, when the service gave one, is at most `MAX_SWAP_GAS`.
 *
 * @returns the value to send (`swapValue`), computed here.
 */
export function checkSwapTransaction(
  tx: { to: string; data: string; gas: bigint | undefined },
  expected: SwapExpectation,
): bigint {
  checkRouterAndGas(tx, expected)
  const call = decodeSwap(tx.data)
  if (!call)
    return refuse(
      'unknownCalldata',
      decodeUnoswap(tx.data)
        ? 'a 1inch unoswap route is checked on chain (verifySwapTransaction)'
        : 'the calldata is not a swap Swap can check',
    )
  const native = { from: isNativeAddress(expected.from), to: isNativeAddress(expected.to) }
  // The function must fit the pair: a V2 ETH swap only from or to the native currency.
  const fits =
    call.call === 'oneInchSwap' ||
    (call.call === 'swapExactETHForTokens' && native.from && !native.to) ||
    (call.call === 'swapExactTokensForETH' && !native.from && native.to) ||
    (call.call === 'swapExactTokensForTokens' && !native.from && !native.to)
  if (!fits) refuse('wrongToken', `${call.call} does not swap this pair`)
  if (call.amountIn !== undefined && call.amountIn !== expected.amount)
    refuse('wrongAmount', `the call spends ${call.amountIn}, the preview ${expected.amount}`)
  // V2 names WETH for the native side (left `undefined`); every other side must be the token.
  if (call.sourceToken !== undefined && call.sourceToken !== lower(expected.from))
    refuse('wrongToken', `the call spends ${call.sourceToken}, not ${expected.from}`)
  if (call.targetToken !== undefined && call.targetToken !== lower(expected.to))
    refuse('wrongToken', `the call buys ${call.targetToken}, not ${expected.to}`)
  if (call.recipient !== lower(expected.account))
    refuse('wrongRecipient', `the call pays ${call.recipient}, not the visitor`)
  checkMinimum(call.minimumOut, expected)
  return swapValue(expected.from, expected.amount)
}

const refuse = (reason: SwapRefusalReason, details: string): never => {
  throw new SwapTransactionRefusedError(reason, details)
}

function checkRouterAndGas(tx: { to: string; gas: bigint | undefined }, expected: SwapExpectation) {
  if (!expected.routers.includes(lower(tx.to)))
    refuse('unknownRouter', `${tx.to} is not a known swap router on this network`)
  if (tx.gas !== undefined && (tx.gas <= 0n || tx.gas > MAX_SWAP_GAS))
    refuse('gasOutOfBounds', `gas limit ${tx.gas} (at most ${MAX_SWAP_GAS})`)
}

function checkMinimum(minimumOut: bigint, expected: SwapExpectation) {
  const floor = (expected.minimumOut * (10_000n - MINIMUM_TOLERANCE_BPS)) / 10_000n
  if (minimumOut < floor)
    refuse(
      'minimumTooLow',
      `the call's minimum out is ${minimumOut}, the preview's ${expected.minimumOut}`,
    )
}

/** Where a `unoswap` route is read on chain: the network and its pools' tokens. */
export type UnoswapChain = {
  /** CAIP-2 (`eip155:1`): picks the wrapped native token the router wraps and unwraps. */
  caipNetworkId: string
  /** `poolTokensReader(getRpcUrls(engine.config, network)[0])`. */
  poolTokens: PoolTokensReader
  /**
   * Accept Uniswap V2-type pools. Off in the product: the router pays a V2 pool before anything
   * checks it is a genuine pair (any contract answering `token0`/`token1` would do), so until pools
   * are checked against their factory only V3 pools, whose callback the router verifies, pass.
   * The route checks themselves are tested with it on.
   */
  allowV2Pools?: boolean
}

/**
 * `checkSwapTransaction`, plus 1inch V6's `unoswap` family, whose target token is not in the
 * calldata: the router and gas as for any swap; the function fits the pair (`eth*` exactly when
 * the source is native, so the value Swap sends is the amount, else 0); the `token` argument is
 * the source and `amount` the swap's amount; the recipient (`to`, or the visitor for the others)
 * is the visitor; `minReturn` meets the preview's minimum (0.1 %); and, read on chain, the route
 * goes from the source to the target: each pool is Uniswap V2 or V3 (else `unknownCalldata`), its
 * input side (`zeroForOne`) is the previous hop's output, and the last output is the target (its
 * WETH, unwrapped by the last pool's flag, for the native currency). A pool that cannot be read
 * refuses the swap (`poolUnreadable`).
 *
 * @returns the value to send (`swapValue`), computed here.
 */
export async function verifySwapTransaction(
  tx: { to: string; data: string; gas: bigint | undefined },
  expected: SwapExpectation,
  chain: UnoswapChain,
): Promise<bigint> {
  const call = decodeUnoswap(tx.data)
  if (!call) return checkSwapTransaction(tx, expected)
  checkRouterAndGas(tx, expected)
  const native = { from: isNativeAddress(expected.from), to: isNativeAddress(expected.to) }
  if (call.native !== native.from)
    refuse(
      'unexpectedValue',
      call.native
        ? `${call.call} spends the native currency, the swap ${expected.from}`
        : `${call.call} takes no value, the swap spends the native currency`,
    )
  if (call.amountIn !== undefined && call.amountIn !== expected.amount)
    refuse('wrongAmount', `the call spends ${call.amountIn}, the preview ${expected.amount}`)
  if (call.sourceToken !== undefined && call.sourceToken !== lower(expected.from))
    refuse('wrongToken', `the call spends ${call.sourceToken}, not ${expected.from}`)
  const recipient = call.recipient ?? lower(expected.account)
  if (recipient !== lower(expected.account))
    refuse('wrongRecipient', `the call pays ${recipient}, not the visitor`)
  checkMinimum(call.minimumOut, expected)
  await checkRoute(call, expected, native, chain)
  return swapValue(expected.from, expected.amount)
}

/** Follows a `unoswap` route's pools on chain from the source; the last output is the target. */
async function checkRoute(
  call: DecodedUnoswap,
  expected: SwapExpectation,
  native: { from: boolean; to: boolean },
  chain: UnoswapChain,
) {
  const { pools } = call
  const last = pools[pools.length - 1]
  const allowed = chain.allowV2Pools ? ['uniswapV2', 'uniswapV3'] : ['uniswapV3']
  const unknown = pools.find((p) => !allowed.includes(p.protocol))
  if (!last || unknown)
    refuse(
      'unknownCalldata',
      unknown?.protocol === 'uniswapV2'
        ? `pool ${unknown.address} is a Uniswap V2-type pool, which the router pays before it can be checked`
        : `pool ${unknown?.address} is not a Uniswap V3 pool`,
    )
  if (call.native && pools[0]?.noWrapWeth)
    refuse('unknownCalldata', 'the route does not wrap the native currency it is sent')
  // The router unwraps the last output (WETH) exactly when the last pool says so.
  if (last?.unwrapWeth !== native.to)
    refuse('wrongToken', `the route pays ${native.to ? 'WETH' : 'the native currency'}`)
  const wrapped = WRAPPED_NATIVE[chain.caipNetworkId]
  if ((native.from || native.to) && !wrapped)
    refuse('unknownCalldata', `no known wrapped native token on ${chain.caipNetworkId}`)
  let tokens: (readonly [string, string])[] = []
  try {
    tokens = await Promise.all(pools.map((pool) => chain.poolTokens(pool.address)))
  } catch (error) {
    refuse('poolUnreadable', `the route's pools could not be read: ${String(error)}`)
  }
  let token = native.from ? (wrapped as string) : lower(expected.from)
  for (const [i, pool] of pools.entries()) {
    const [token0, token1] = tokens[i] as readonly [string, string]
    const [input, output] = (pool.zeroForOne ? [token0, token1] : [token1, token0]).map(lower) as [
      string,
      string,
    ]
    if (input !== token) refuse('wrongToken', `pool ${pool.address} takes ${input}, not ${token}`)
    token = output
  }
  const target = native.to ? (wrapped as string) : lower(expected.to)
  if (token !== target) refuse('wrongToken', `the route buys ${token}, not ${expected.to}`)
}

/**
 * The approval Swap sends: the source token's own `approve(spender, amount)` (built here, value
 * 0). The spender is the one the service names in its `build-approve` calldata, accepted only when
 * it is an allowed router of the network; the amount is the swap's exact amount, whatever the
 * service asked (an unlimited allowance is never granted from its answer).
 */
export function approvalTransaction(params: {
  /** The service's `build-approve` calldata (only its spender is read). */
  serviceData: string
  routers: readonly string[]
  /** The source token's address. */
  token: string
  amount: bigint
}): { to: string; data: `0x${string}`; value: bigint; spender: string } {
  const decoded = decodeApprove(params.serviceData)
  if (!decoded)
    throw new SwapTransactionRefusedError('unknownCalldata', 'the approval is not an approve call')
  if (!params.routers.includes(decoded.spender))
    throw new SwapTransactionRefusedError(
      'unknownRouter',
      `${decoded.spender} is not a known swap router on this network`,
    )
  if (isNativeAddress(params.token))
    throw new SwapTransactionRefusedError('wrongToken', 'the native currency needs no approval')
  return {
    to: params.token,
    data: encodeApprove(decoded.spender, params.amount),
    value: 0n,
    spender: decoded.spender,
  }
}
