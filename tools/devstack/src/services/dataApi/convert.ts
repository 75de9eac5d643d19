import {
  type Address,
  type BaseError,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  isAddress,
  maxUint256,
  zeroAddress,
} from 'viem'
import { loadUniswapArtifacts } from '../../chain/uniswapArtifacts.js'
import type { ChainIndex } from './indexChain.js'
import { fixtureTokens, nativeToken, nativeTokenAddress, type TokenInfo } from './tokens.js'
import type {
  WireApproveTransaction,
  WireSwapAllowance,
  WireSwapQuotesResponse,
  WireSwapTokensResponse,
  WireSwapTransaction,
} from './wireTypes.js'

/** A convert failure: the HTTP status and the `reasons[0]` the hosted API would send. */
export class ConvertError extends Error {
  constructor(
    readonly status: number,
    readonly field: string,
    description: string,
  ) {
    super(description)
  }
}

/**
 * axum's `Json` extractor refusing a body that does not deserialize (bapi:
 * src/handlers/convert/transaction.rs takes `Json<ConvertTransactionQueryParams>`): 422 with a
 * plain-text body, never the service's JSON error.
 */
export class JsonRejection extends Error {
  readonly status = 422
  readonly body: string
  constructor(detail: string) {
    super(detail)
    this.body = `Failed to deserialize the JSON body into the target type: ${detail}`
  }
}

/**
 * What the convert stand-in can be made to build wrong, per project id (the tampering
 * switches, `POST /devstack/convert-tampering {projectId, tampering}`): a router that is not the
 * chain's, an output `amount` inflated by 5 ETH (and, from a token, an ETH-paying call), another
 * recipient, half the minimum out, or an unlimited approval.
 */
const convertTamperings = [
  'wrongRouter',
  'extraValue',
  'wrongRecipient',
  'lowerMinimum',
  'unlimitedApprove',
] as const
export type ConvertTampering = (typeof convertTamperings)[number]

/** The address a tampered answer names instead of the router or the visitor. */
const TAMPER_ADDRESS: Address = '0x00000000000000000000000000000000DeaDBeef'

/** The reason a quote or a build fails on an empty or too shallow pool. */
const INSUFFICIENT_LIQUIDITY = 'Insufficient liquidity'

/** How long a built swap stays valid on chain (the router's `deadline`), in seconds. */
const SWAP_DEADLINE_S = 20n * 60n

/** The most a slippage may be (percent): beyond it a "minimum" protects nothing. */
const MAX_SLIPPAGE = 50

/** A JSON value as serde names it in an 'invalid type' error (`string "1"`, `floating point `0.5``). */
function serdeType(value: unknown): string {
  if (value === null) return 'null'
  if (typeof value === 'string') return `string ${JSON.stringify(value)}`
  if (typeof value === 'boolean') return `boolean \`${value}\``
  if (typeof value === 'number')
    return Number.isInteger(value) ? `integer \`${value}\`` : `floating point \`${value}\``
  return Array.isArray(value) ? 'sequence' : 'map'
}

const native = getAddress(nativeTokenAddress)

type Parsed = { index: ChainIndex; address: Address }

/** Convert routes over one set of chain indexes (only chains with Uniswap deployed answer). */
export function createConvert(byCaip2: ReadonlyMap<string, ChainIndex>) {
  const artifacts = loadUniswapArtifacts()

  /** A CAIP-10 id on a chain with the AMM; `what` names the field in errors. */
  const parse = (caip10: string | null | undefined, what: string): Parsed => {
    const [namespace, reference, address] = (caip10 ?? '').split(':')
    const index = byCaip2.get(`${namespace}:${reference}`)
    if (!caip10 || !address || !isAddress(address, { strict: false }))
      throw new ConvertError(400, what, `Invalid CAIP-10 address: ${caip10 ?? ''}`)
    if (!index?.chain.contracts.amm)
      throw new ConvertError(400, what, `Network not supported: ${namespace}:${reference}`)
    return { index, address: getAddress(address) }
  }

  const swappable = (index: ChainIndex): TokenInfo[] =>
    [nativeToken, ...fixtureTokens(index.chain)].filter((t) => !t.isSpam)

  const tokenOf = (index: ChainIndex, address: Address): TokenInfo => {
    const token = swappable(index).find((t) => (t.address ?? native) === address)
    if (!token) throw new ConvertError(400, 'token', `Token not supported: ${address}`)
    return token
  }

  const amm = (index: ChainIndex) => index.chain.contracts.amm!
  /** The pool side of a token: WETH for the native currency. */
  const poolToken = (index: ChainIndex, address: Address) =>
    address === native ? amm(index).weth : address

  const baseUnits = (value: unknown, field: string): bigint => {
    const text = typeof value === 'number' ? String(value) : value
    if (typeof text !== 'string' || !/^\d{1,78}$/.test(text) || BigInt(text) === 0n)
      throw new ConvertError(400, field, `${field} must be a positive integer in base units`)
    return BigInt(text)
  }

  /** The direct pool's output for `amount`, refused when the pool is empty or too shallow. */
  async function quote(from: Parsed, to: Parsed, amount: bigint) {
    if (from.index !== to.index)
      throw new ConvertError(400, 'to', 'Cross-chain swaps are not supported')
    if (from.address === to.address) throw new ConvertError(400, 'to', 'Same token')
    tokenOf(from.index, from.address)
    tokenOf(to.index, to.address)
    const { client } = from.index
    const path = [poolToken(from.index, from.address), poolToken(to.index, to.address)]
    const pair = (await client.readContract({
      address: amm(from.index).factory,
      abi: artifacts.factory.abi,
      functionName: 'getPair',
      args: path,
    })) as Address
    if (pair === zeroAddress) throw new ConvertError(400, 'amount', INSUFFICIENT_LIQUIDITY)
    const [reserve0, reserve1] = (await client.readContract({
      address: pair,
      abi: artifacts.pair.abi,
      functionName: 'getReserves',
    })) as [bigint, bigint, number]
    const reserveOut = BigInt(path[1]!) > BigInt(path[0]!) ? reserve1 : reserve0
    const amounts = (await client
      .readContract({
        address: amm(from.index).router,
        abi: artifacts.router.abi,
        functionName: 'getAmountsOut',
        args: [amount, path],
      })
      .catch(() => [0n, 0n])) as bigint[]
    const out = amounts[1] ?? 0n
    // Shallow: the trade would take more than half of what the pool holds of the target.
    if (out === 0n || out * 2n > reserveOut)
      throw new ConvertError(400, 'amount', INSUFFICIENT_LIQUIDITY)
    return { path, out }
  }

  async function gasPrice(index: ChainIndex): Promise<bigint> {
    const [block, tip] = await Promise.all([
      index.client.getBlock({ blockTag: 'latest' }),
      index.client.estimateMaxPriorityFeePerGas().catch(() => 0n),
    ])
    return 2n * (block.baseFeePerGas ?? 0n) + tip
  }

  /** The slippage (a whole percent, 0 ≤ s ≤ 50: 1inch refuses more) in basis points. */
  function slippageBps(percent: number): bigint {
    if (percent > MAX_SLIPPAGE)
      throw new ConvertError(
        400,
        'eip155.slippage',
        `slippage must be a percent in [0, ${MAX_SLIPPAGE}]`,
      )
    return BigInt(percent) * 100n
  }

  const tamperings = new Map<string, ConvertTampering>()
  const tamperingOf = (projectId: string | null | undefined) =>
    projectId ? tamperings.get(projectId) : undefined

  return {
    /** Sets (or with `null` clears) what this project's convert answers get wrong. */
    setTampering(projectId: string, tampering: ConvertTampering | null) {
      if (tampering === null) tamperings.delete(projectId)
      else if (convertTamperings.includes(tampering)) tamperings.set(projectId, tampering)
      else
        throw new ConvertError(
          400,
          'tampering',
          `Unknown tampering "${tampering}" (${convertTamperings.join(', ')})`,
        )
    },

    tokens(chainId: string | null): WireSwapTokensResponse {
      const index = chainId ? byCaip2.get(chainId) : undefined
      if (!index?.chain.contracts.amm)
        throw new ConvertError(400, 'chainId', `Network not supported: ${chainId}`)
      return {
        tokens: swappable(index).map((token) => ({
          name: token.name,
          symbol: token.symbol,
          address: `${index.caip2}:${token.address ?? native}`,
          decimals: token.decimals,
          // 1inch lists tokens without a logo: the server's `Option` is `null` (GWAY has none).
          logoUri: token.symbol === 'GWAY' ? null : token.iconUrl,
          eip2612: false,
        })),
      }
    },

    async quotes(query: URLSearchParams): Promise<WireSwapQuotesResponse> {
      // `userAddress` and `gasPrice` are not parameters of the real route (quotes.rs): ignored.
      const from = parse(query.get('from'), 'from')
      const to = parse(query.get('to'), 'to')
      const amount = baseUnits(query.get('amount'), 'amount')
      const { out } = await quote(from, to, amount)
      return {
        quotes: [
          {
            id: null,
            fromAmount: amount.toString(),
            fromAccount: query.get('from')!,
            toAmount: out.toString(),
            toAccount: query.get('to')!,
          },
        ],
      }
    },

    async allowance(query: URLSearchParams): Promise<WireSwapAllowance> {
      const token = parse(query.get('tokenAddress'), 'tokenAddress')
      const user = parse(query.get('userAddress'), 'userAddress')
      if (token.address === native) return { allowance: maxUint256.toString() }
      const allowance = await token.index.client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [user.address, amm(token.index).router],
      })
      return { allowance: allowance.toString() }
    },

    /**
     * As bapi:src/providers/one_inch.rs `build_approve_tx`: 1inch is asked to approve the `to`
     * param's token (its `amount`, else unlimited); the answer echoes the `from` param, names the
     * token as `to`, has no gas and no `userAddress` (not a parameter).
     */
    async buildApprove(query: URLSearchParams): Promise<WireApproveTransaction> {
      const from = parse(query.get('from'), 'from')
      const to = parse(query.get('to'), 'to')
      if (from.index !== to.index)
        throw new ConvertError(400, 'to', '`from` and `to` chain IDs must have the same value')
      if (to.address === native)
        throw new ConvertError(400, 'to', 'The native currency needs no approval')
      tokenOf(to.index, to.address)
      const tampering = tamperingOf(query.get('projectId'))
      const amountParam = query.get('amount')
      const amount =
        amountParam && tampering !== 'unlimitedApprove'
          ? baseUnits(amountParam, 'amount')
          : maxUint256
      const spender = tampering === 'wrongRouter' ? TAMPER_ADDRESS : amm(to.index).router
      const data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [spender, amount],
      })
      return {
        tx: {
          from: query.get('from')!,
          to: `${to.index.caip2}:${to.address}`,
          data,
          value: '0',
          eip155: { gasPrice: (await gasPrice(to.index)).toString() },
        },
      }
    },

    /**
     * As bapi:src/handlers/convert/transaction.rs: the body deserializes as
     * `{projectId, amount: String, from, to, userAddress: String, eip155: Option<{slippage:
     * usize}>}` or axum answers 422 (`JsonRejection`); the answer's `amount` is the OUTPUT.
     */
    async buildTransaction(body: Record<string, unknown>): Promise<WireSwapTransaction> {
      for (const key of ['projectId', 'amount', 'from', 'to', 'userAddress'])
        if (!(key in body)) throw new JsonRejection(`missing field \`${key}\``)
        else if (typeof body[key] !== 'string')
          throw new JsonRejection(
            `${key}: invalid type: ${serdeType(body[key])}, expected a string`,
          )
      const eip155 = body.eip155 ?? null
      if (eip155 !== null && (typeof eip155 !== 'object' || Array.isArray(eip155)))
        throw new JsonRejection(`eip155: invalid type: ${serdeType(eip155)}, expected struct`)
      const slippage = (eip155 as { slippage?: unknown } | null)?.slippage
      if (eip155 !== null) {
        if (slippage === undefined) throw new JsonRejection('eip155: missing field `slippage`')
        if (typeof slippage !== 'number' || !Number.isInteger(slippage))
          throw new JsonRejection(
            `eip155.slippage: invalid type: ${serdeType(slippage)}, expected usize`,
          )
        if (slippage < 0)
          throw new JsonRejection(
            `eip155.slippage: invalid value: ${serdeType(slippage)}, expected usize`,
          )
      }
      const str = (key: string) => body[key] as string
      const user = parse(str('userAddress'), 'userAddress')
      const from = parse(str('from'), 'from')
      const to = parse(str('to'), 'to')
      const amount = baseUnits(body.amount, 'amount')
      if (typeof slippage !== 'number')
        throw new ConvertError(
          400,
          'eip155',
          'slippage parameter is necessary for this type of conversion',
        )
      const bps = slippageBps(slippage)
      const tampering = tamperingOf(str('projectId'))
      const { path, out } = await quote(from, to, amount)
      const minimumOut =
        (out * (10_000n - bps)) / 10_000n / (tampering === 'lowerMinimum' ? 2n : 1n)
      const recipient = tampering === 'wrongRecipient' ? TAMPER_ADDRESS : user.address
      const { client } = from.index
      const block = await client.getBlock({ blockTag: 'latest' })
      const deadline = block.timestamp + SWAP_DEADLINE_S
      const router = amm(from.index).router
      const abi = artifacts.router.abi
      let data: Hex
      let value = 0n
      // `extraValue` from a token: an ETH-paying call, which only works with a value attached.
      if (from.address === native || tampering === 'extraValue') {
        value = amount
        data = encodeFunctionData({
          abi,
          functionName: 'swapExactETHForTokens',
          args: [minimumOut, path, recipient, deadline],
        })
      } else
        data = encodeFunctionData({
          abi,
          functionName:
            to.address === native ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
          args: [amount, minimumOut, path, recipient, deadline],
        })
      let gas = 250_000n
      if (body.disableEstimate !== true && !tampering) {
        try {
          gas = await client.estimateGas({ account: user.address, to: router, data, value })
        } catch (error) {
          const reason = (error as BaseError).shortMessage ?? 'Transaction would fail'
          throw new ConvertError(400, 'amount', `Cannot estimate the swap: ${reason}`)
        }
      }
      const target = tampering === 'wrongRouter' ? TAMPER_ADDRESS : router
      // 1inch's `dstAmount`: what the swap is expected to pay out (`extraValue` adds 5 ETH, the
      // lure for a client that sends it as the value).
      const output = out + (tampering === 'extraValue' ? 5n * 10n ** 18n : 0n)
      return {
        tx: {
          from: str('userAddress'),
          to: `${from.index.caip2}:${target}`,
          data,
          amount: output.toString(),
          eip155: { gas: gas.toString(), gasPrice: (await gasPrice(from.index)).toString() },
        },
      }
    },
  }
}
