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

/** The reason a quote or a build fails on an empty or too shallow pool. */
const INSUFFICIENT_LIQUIDITY = 'Insufficient liquidity'

/** How long a built swap stays valid on chain (the router's `deadline`), in seconds. */
const SWAP_DEADLINE_S = 20n * 60n

/** The most a slippage may be (percent): beyond it a "minimum" protects nothing. */
const MAX_SLIPPAGE = 50

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

  /** The slippage in basis points: a percent with at most two decimals, 0 < s ≤ 50. */
  function slippageBps(value: unknown): bigint {
    const text = typeof value === 'number' ? String(value) : value
    const match = typeof text === 'string' ? /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(text) : null
    const bps = match ? BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0')) : 0n
    if (!match || bps === 0n || bps > BigInt(MAX_SLIPPAGE * 100))
      throw new ConvertError(
        400,
        'eip155.slippage',
        `slippage must be a percent in (0, ${MAX_SLIPPAGE}]`,
      )
    return bps
  }

  return {
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
          logoUri: token.iconUrl,
          eip2612: false,
        })),
      }
    },

    async quotes(query: URLSearchParams): Promise<WireSwapQuotesResponse> {
      const from = parse(query.get('from'), 'from')
      const to = parse(query.get('to'), 'to')
      parse(query.get('userAddress'), 'userAddress')
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

    async buildApprove(query: URLSearchParams): Promise<WireApproveTransaction> {
      const user = parse(query.get('userAddress'), 'userAddress')
      const from = parse(query.get('from'), 'from')
      parse(query.get('to'), 'to')
      if (from.address === native)
        throw new ConvertError(400, 'from', 'The native currency needs no approval')
      tokenOf(from.index, from.address)
      const amountParam = query.get('amount')
      const amount = amountParam ? baseUnits(amountParam, 'amount') : maxUint256
      const data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [amm(from.index).router, amount],
      })
      const [gas, price] = await Promise.all([
        from.index.client
          .estimateGas({ account: user.address, to: from.address, data })
          .catch(() => 60_000n),
        gasPrice(from.index),
      ])
      return {
        tx: {
          from: query.get('userAddress')!,
          to: query.get('from')!,
          data,
          value: '0',
          eip155: { gas: Number(gas), gasPrice: price.toString() },
        },
      }
    },

    async buildTransaction(body: Record<string, unknown>): Promise<WireSwapTransaction> {
      const str = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : null)
      const user = parse(str('userAddress'), 'userAddress')
      const from = parse(str('from'), 'from')
      const to = parse(str('to'), 'to')
      const amount = baseUnits(body.amount, 'amount')
      const eip155 = body.eip155 as { slippage?: unknown } | undefined
      const bps = slippageBps(eip155?.slippage)
      const { path, out } = await quote(from, to, amount)
      const minimumOut = (out * (10_000n - bps)) / 10_000n
      const { client } = from.index
      const block = await client.getBlock({ blockTag: 'latest' })
      const deadline = block.timestamp + SWAP_DEADLINE_S
      const router = amm(from.index).router
      const abi = artifacts.router.abi
      let data: Hex
      let value = 0n
      if (from.address === native) {
        value = amount
        data = encodeFunctionData({
          abi,
          functionName: 'swapExactETHForTokens',
          args: [minimumOut, path, user.address, deadline],
        })
      } else
        data = encodeFunctionData({
          abi,
          functionName:
            to.address === native ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
          args: [amount, minimumOut, path, user.address, deadline],
        })
      let gas = 250_000n
      if (body.disableEstimate !== true) {
        try {
          gas = await client.estimateGas({ account: user.address, to: router, data, value })
        } catch (error) {
          const reason = (error as BaseError).shortMessage ?? 'Transaction would fail'
          throw new ConvertError(400, 'amount', `Cannot estimate the swap: ${reason}`)
        }
      }
      return {
        tx: {
          from: str('userAddress')!,
          to: `${from.index.caip2}:${router}`,
          data,
          amount: value.toString(),
          eip155: { gas: gas.toString(), gasPrice: (await gasPrice(from.index)).toString() },
        },
      }
    },
  }
}
