/*
 * The few ABI encodings Swap checks or builds, read by hand (the feature does not ship viem):
 * ERC-20 `approve`, Uniswap V2's `swapExact*` (the devstack's router) and 1inch V6's
 * `swap(executor, desc, data)`. `calldata.test.ts` checks each against viem's encoder.
 */

/** `approve(address,uint256)`. */
export const APPROVE_SELECTOR = '0x095ea7b3'
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
