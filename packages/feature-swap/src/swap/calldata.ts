/*
 * The few ABI encodings Swap checks or builds, read by hand (the feature does not ship viem):
 * ERC-20 `approve`, Uniswap V2's `swapExact*` (the devstack's router), 1inch V6's
 * `swap(executor, desc, data)` and its `unoswap` family. `verify.test.ts` checks each against
 * viem's encoder.
 */

/** `approve(address,uint256)`. */
const APPROVE_SELECTOR = '0x095ea7b3'
/** Uniswap V2 `swapExactETHForTokens(uint256,address[],address,uint256)`. */
const SWAP_EXACT_ETH_FOR_TOKENS = '0x7ff36ab5'
/** Uniswap V2 `swapExactTokensForETH(uint256,uint256,address[],address,uint256)`. */
const SWAP_EXACT_TOKENS_FOR_ETH = '0x18cbafe5'
/** Uniswap V2 `swapExactTokensForTokens(uint256,uint256,address[],address,uint256)`. */
const SWAP_EXACT_TOKENS_FOR_TOKENS = '0x38ed1739'
/** 1inch V6 `swap(address,(address,address,address,address,uint256,uint256,uint256),bytes)`. */
const ONE_INCH_SWAP = '0x07ed2379'

/** What a swap call says it does, in the terms the checks compare. */
export type DecodedSwap = {
  /** The function, by name. */
  call:
    | 'swapExactETHForTokens'
    | 'swapExactTokensForETH'
    | 'swapExactTokensForTokens'
    | 'oneInchSwap'
  /** The source amount the call spends; `undefined` when it is the transaction's value. */
  amountIn: bigint | undefined
  /** The least the call accepts to receive (base units of the target). */
  minimumOut: bigint
  /** Who receives the target token. */
  recipient: string
  /** The source and target token the call names (lower-case; `undefined` when it names WETH). */
  sourceToken: string | undefined
  targetToken: string | undefined
}

const WORD = 64
const MAX_UINT = (1n << 256n) - 1n

/** The 32-byte words after the selector, or `undefined` when the data is not whole words. */
function words(data: string): string[] | undefined {
  const body = data.slice(10)
  if (!/^0x[0-9a-fA-F]{8}/.test(data) || body.length % WORD !== 0 || !/^[0-9a-fA-F]*$/.test(body))
    return undefined
  const out: string[] = []
  for (let i = 0; i < body.length; i += WORD) out.push(body.slice(i, i + WORD))
  return out
}

const uint = (word: string | undefined) => (word === undefined ? undefined : BigInt(`0x${word}`))

/** An address word (12 zero bytes, then 20), lower-case, else `undefined`. */
function address(word: string | undefined): string | undefined {
  if (word === undefined || !/^0{24}/.test(word)) return undefined
  return `0x${word.slice(24).toLowerCase()}`
}

/** A dynamic `address[]` at byte `offset` of the arguments. */
function addressArray(all: string[], offset: bigint | undefined): string[] | undefined {
  if (offset === undefined || offset % 32n !== 0n || offset / 32n >= BigInt(all.length))
    return undefined
  const start = Number(offset / 32n)
  const length = uint(all[start])
  if (length === undefined || length < 2n || length > 10n) return undefined
  const items = all.slice(start + 1, start + 1 + Number(length)).map(address)
  return items.length === Number(length) && items.every((a) => a !== undefined)
    ? (items as string[])
    : undefined
}

const pad = (hex: string) => hex.padStart(WORD, '0')

/**
 * `approve(spender, amount)` calldata, built here (never the service's).
 *
 * @example
 * encodeApprove('0x1111…', 10_000_000n) // '0x095ea7b3…'
 */
export function encodeApprove(spender: string, amount: bigint): `0x${string}` {
  if (!/^0x[0-9a-fA-F]{40}$/.test(spender)) throw new TypeError(`Invalid spender: ${spender}`)
  if (amount < 0n || amount > MAX_UINT) throw new RangeError('Approval amount out of range')
  return `${APPROVE_SELECTOR}${pad(spender.slice(2).toLowerCase())}${pad(amount.toString(16))}`
}

/** The spender and amount of `approve` calldata, else `undefined`. */
export function decodeApprove(data: string): { spender: string; amount: bigint } | undefined {
  const all = words(data)
  if (!all || data.slice(0, 10).toLowerCase() !== APPROVE_SELECTOR || all.length !== 2)
    return undefined
  const spender = address(all[0])
  const amount = uint(all[1])
  return spender && amount !== undefined ? { spender, amount } : undefined
}

/**
 * The swap a call makes, for the functions Swap knows (Uniswap V2 `swapExact*`, 1inch V6
 * `swap`); `undefined` for anything else or calldata that does not decode.
 */
export function decodeSwap(data: string): DecodedSwap | undefined {
  const all = words(data)
  if (!all) return undefined
  const selector = data.slice(0, 10).toLowerCase()
  if (selector === SWAP_EXACT_ETH_FOR_TOKENS) {
    const path = addressArray(all, uint(all[1]))
    const recipient = address(all[2])
    const minimumOut = uint(all[0])
    if (!path || !recipient || minimumOut === undefined) return undefined
    return {
      call: 'swapExactETHForTokens',
      amountIn: undefined,
      minimumOut,
      recipient,
      sourceToken: undefined,
      targetToken: path.at(-1),
    }
  }
  if (selector === SWAP_EXACT_TOKENS_FOR_ETH || selector === SWAP_EXACT_TOKENS_FOR_TOKENS) {
    const path = addressArray(all, uint(all[2]))
    const recipient = address(all[3])
    const [amountIn, minimumOut] = [uint(all[0]), uint(all[1])]
    if (!path || !recipient || amountIn === undefined || minimumOut === undefined) return undefined
    const toEth = selector === SWAP_EXACT_TOKENS_FOR_ETH
    return {
      call: toEth ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
      amountIn,
      minimumOut,
      recipient,
      sourceToken: path[0],
      targetToken: toEth ? undefined : path.at(-1),
    }
  }
  if (selector === ONE_INCH_SWAP) {
    // executor, then the static SwapDescription inline (srcToken, dstToken, srcReceiver,
    // dstReceiver, amount, minReturnAmount, flags), then the offset of `data`.
    const [sourceToken, targetToken, recipient] = [
      address(all[1]),
      address(all[2]),
      address(all[4]),
    ]
    const [amountIn, minimumOut] = [uint(all[5]), uint(all[6])]
    if (
      !address(all[0]) ||
      !sourceToken ||
      !targetToken ||
      !recipient ||
      amountIn === undefined ||
      minimumOut === undefined
    )
      return undefined
    return { call: 'oneInchSwap', amountIn, minimumOut, recipient, sourceToken, targetToken }
  }
  return undefined
}

/**
 * 1inch V6's `unoswap` family (AggregationRouterV6 / UnoswapRouter): every argument is a uint256;
 * `to`, `token` and each `dex` are its `Address` type (the address in the low 160 bits, flags
 * above). The `eth*` ones spend the transaction's value (wrapped to WETH by the router), the
 * `*To*` ones pay `to` (the others `msg.sender`); the digit is the number of pools.
 */
const UNOSWAP_SELECTORS: Readonly<Record<string, UnoswapCall>> = {
  '0x83800a8e': 'unoswap',
  '0x8770ba91': 'unoswap2',
  '0x19367472': 'unoswap3',
  '0xe2c95c82': 'unoswapTo',
  '0xea76dddf': 'unoswapTo2',
  '0xf7a70056': 'unoswapTo3',
  '0xa76dfc3b': 'ethUnoswap',
  '0x89af926a': 'ethUnoswap2',
  '0x188ac35d': 'ethUnoswap3',
  '0x175accdc': 'ethUnoswapTo',
  '0x0f449d71': 'ethUnoswapTo2',
  '0x493189f0': 'ethUnoswapTo3',
}

type UnoswapCall =
  | 'unoswap'
  | 'unoswap2'
  | 'unoswap3'
  | 'unoswapTo'
  | 'unoswapTo2'
  | 'unoswapTo3'
  | 'ethUnoswap'
  | 'ethUnoswap2'
  | 'ethUnoswap3'
  | 'ethUnoswapTo'
  | 'ethUnoswapTo2'
  | 'ethUnoswapTo3'

/** One pool of a `unoswap` route, read from its `dex` word (ProtocolLib, UnoswapRouter). */
type UnoswapPool = {
  /** The pool (the low 160 bits), lower-case. */
  address: string
  /** Bits 253–255: 0 Uniswap V2, 1 Uniswap V3, 2 Curve (anything else reverts on chain). */
  protocol: 'uniswapV2' | 'uniswapV3' | 'curve' | 'unknown'
  /** Bit 247 (V2 and V3): token0 in, token1 out; else token1 in, token0 out. */
  zeroForOne: boolean
  /** Bit 252: the output (WETH) is unwrapped and paid in the native currency (last pool only). */
  unwrapWeth: boolean
  /** Bit 251: an `eth*` call does not wrap the value first (first pool only). */
  noWrapWeth: boolean
}

/** What a `unoswap` call says; the target token is not in it (it is the last pool's output). */
export type DecodedUnoswap = {
  call: UnoswapCall
  /** An `eth*` call: the source is the native currency, the amount the transaction's value. */
  native: boolean
  /** The `token` argument's address (lower-case); `undefined` for `eth*` calls. */
  sourceToken: string | undefined
  /** The `amount` argument; `undefined` for `eth*` calls (the value). */
  amountIn: bigint | undefined
  minimumOut: bigint
  /** `to` (lower-case) for the `*To*` calls; `undefined` when it is `msg.sender`. */
  recipient: string | undefined
  pools: UnoswapPool[]
}

const low160 = (word: string) => `0x${word.slice(24).toLowerCase()}`
const PROTOCOLS = ['uniswapV2', 'uniswapV3', 'curve'] as const
const bit = (word: string, n: bigint) => ((BigInt(`0x${word}`) >> n) & 1n) === 1n

function unoswapPool(word: string): UnoswapPool {
  const value = BigInt(`0x${word}`)
  return {
    address: low160(word),
    protocol: PROTOCOLS[Number(value >> 253n)] ?? 'unknown',
    zeroForOne: bit(word, 247n),
    unwrapWeth: bit(word, 252n),
    noWrapWeth: bit(word, 251n),
  }
}

/**
 * A 1inch V6 `unoswap*` / `ethUnoswap*` call (with or without `To`, one to three pools), else
 * `undefined` (another function, or not exactly its arguments). `to` and `token` are read as the
 * router reads them: their low 160 bits.
 */
export function decodeUnoswap(data: string): DecodedUnoswap | undefined {
  const all = words(data)
  const call = UNOSWAP_SELECTORS[data.slice(0, 10).toLowerCase()]
  if (!all || !call) return undefined
  const native = call.startsWith('eth')
  const hasTo = call.includes('To')
  const poolCount = Number(call.at(-1)) || 1
  if (all.length !== (hasTo ? 1 : 0) + (native ? 1 : 3) + poolCount) return undefined
  const args = [...all]
  const to = hasTo ? args.shift() : undefined
  const token = native ? undefined : args.shift()
  const amountIn = native ? undefined : uint(args.shift())
  const minimumOut = uint(args.shift())
  if (minimumOut === undefined) return undefined
  return {
    call,
    native,
    sourceToken: token === undefined ? undefined : low160(token),
    amountIn,
    minimumOut,
    recipient: to === undefined ? undefined : low160(to),
    pools: args.map(unoswapPool),
  }
}
