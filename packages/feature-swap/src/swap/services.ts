import * as v from 'valibot'
import {
  type Engine,
  getServiceClients,
  HttpRequestError,
  toSafeImageUrl,
} from '../internal/core.js'

// Wire schemas of the data API's convert calls (spec §7). Every answer is untrusted: what does
// not fit is refused (or, in a list, dropped), never rendered as HTML.

const CAIP10 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/
const Caip10Schema = v.pipe(v.string(), v.regex(CAIP10))
const IntegerSchema = v.pipe(v.string(), v.regex(/^\d{1,78}$/))
const HexSchema = v.pipe(v.string(), v.maxLength(200_000), v.regex(/^0x(?:[0-9a-fA-F]{2})*$/))
const TextSchema = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max))

const TokenSchema = v.object({
  name: TextSchema(64),
  symbol: TextSchema(16),
  address: Caip10Schema,
  decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(36)),
  logoUri: v.optional(v.string()),
})
const TokensSchema = v.object({ tokens: v.pipe(v.array(v.unknown()), v.maxLength(1000)) })
const QuotesSchema = v.object({
  quotes: v.pipe(
    v.array(v.object({ fromAmount: IntegerSchema, toAmount: IntegerSchema })),
    v.minLength(1),
  ),
})
const AllowanceSchema = v.object({ allowance: IntegerSchema })
const GasSchema = v.union([v.pipe(v.number(), v.integer(), v.minValue(0)), IntegerSchema])
const ApproveSchema = v.object({
  tx: v.object({
    from: Caip10Schema,
    to: Caip10Schema,
    data: HexSchema,
    value: v.optional(IntegerSchema),
    eip155: v.object({ gas: GasSchema, gasPrice: IntegerSchema }),
  }),
})
const SwapTxSchema = v.object({
  tx: v.object({
    from: Caip10Schema,
    to: Caip10Schema,
    data: HexSchema,
    amount: IntegerSchema,
    eip155: v.object({ gas: GasSchema, gasPrice: IntegerSchema }),
  }),
})

/** A token the convert service swaps on a network. */
export type ServiceToken = {
  /** CAIP-10 (`eip155:1:0x…`; the native currency is `0xeeee…eeee`). */
  caip10: string
  name: string
  symbol: string
  decimals: number
  iconUrl: string | undefined
}

/** A transaction the service built, ready for the adapter's `sendTransaction`. */
export type BuiltTransaction = {
  /** The contract called (plain address, from the CAIP-10 `to`). */
  to: string
  data: `0x${string}`
  /** In the native currency's base units. */
  value: bigint
  gas: bigint
  gasPrice: bigint
  /** When it was built (ms since epoch). */
  builtAt: number
}

const plainAddress = (caip10: string) => caip10.split(':')[2] ?? ''
const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {})

/** `GET /v1/convert/tokens?chainId`: the network's swappable tokens; malformed entries dropped. */
export async function fetchSwapTokens(
  engine: Engine,
  caipNetworkId: string,
  signal?: AbortSignal,
): Promise<ServiceToken[]> {
  const { tokens } = await getServiceClients(engine).api.get('/v1/convert/tokens', {
    query: { chainId: caipNetworkId },
    schema: TokensSchema,
    ...signalOf(signal),
  })
  const list: ServiceToken[] = []
  for (const entry of tokens) {
    const parsed = v.safeParse(TokenSchema, entry)
    if (!parsed.success || !parsed.output.address.startsWith(`${caipNetworkId}:`)) continue
    const { name, symbol, address, decimals, logoUri } = parsed.output
    if (list.some((t) => t.caip10.toLowerCase() === address.toLowerCase())) continue
    list.push({ caip10: address, name, symbol, decimals, iconUrl: toSafeImageUrl(logoUri) })
  }
  return list
}

/** What a quote is asked for (spec §7 quotes: amount, userAddress, from, to, gasPrice). */
export type QuoteParameters = {
  /** In the source token's base units. */
  amount: bigint
  userAddress: string
  from: string
  to: string
  gasPrice: bigint
}

/** `GET /v1/convert/quotes`: the target amount in base units. */
export async function fetchSwapQuote(
  engine: Engine,
  params: QuoteParameters,
  signal?: AbortSignal,
): Promise<bigint> {
  const { quotes } = await getServiceClients(engine).api.get('/v1/convert/quotes', {
    query: {
      amount: params.amount.toString(),
      userAddress: params.userAddress,
      from: params.from,
      to: params.to,
      gasPrice: params.gasPrice.toString(),
    },
    schema: QuotesSchema,
    ...signalOf(signal),
  })
  return BigInt(quotes[0]!.toAmount)
}

/** `GET /v1/convert/allowance?tokenAddress&userAddress`: the router's allowance in base units. */
export async function fetchAllowance(
  engine: Engine,
  params: { tokenAddress: string; userAddress: string },
  signal?: AbortSignal,
): Promise<bigint> {
  const { allowance } = await getServiceClients(engine).api.get('/v1/convert/allowance', {
    query: params,
    schema: AllowanceSchema,
    ...signalOf(signal),
  })
  return BigInt(allowance)
}

/** A built transaction must be the visitor's own, and an approval must call the source token. */
function checkBuilt(
  tx: { from: string; to: string },
  userAddress: string,
  expectedTo?: string,
): void {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
  if (!same(tx.from, userAddress) || (expectedTo !== undefined && !same(tx.to, expectedTo)))
    throw new TypeError('The service built a transaction for another account or contract')
}

/**
 * `GET /v1/convert/build-approve?userAddress&from&to&amount`: an `approve` of `amount` (base
 * units) of the source token for the swap's spender.
 */
export async function buildApprove(
  engine: Engine,
  params: { userAddress: string; from: string; to: string; amount: bigint },
  signal?: AbortSignal,
): Promise<BuiltTransaction> {
  const { tx } = await getServiceClients(engine).api.get('/v1/convert/build-approve', {
    query: { ...params, amount: params.amount.toString() },
    schema: ApproveSchema,
    ...signalOf(signal),
  })
  checkBuilt(tx, params.userAddress, params.from)
  return {
    to: plainAddress(tx.to),
    data: tx.data as `0x${string}`,
    value: BigInt(tx.value ?? '0'),
    gas: BigInt(tx.eip155.gas),
    gasPrice: BigInt(tx.eip155.gasPrice),
    builtAt: Date.now(),
  }
}

/**
 * `POST /v1/convert/build-transaction` (spec §7: amount, eip155 slippage, projectId, from, to,
 * userAddress, disableEstimate): the swap, with the service's minimum out for `slippage` percent.
 */
export async function buildSwap(
  engine: Engine,
  params: { userAddress: string; from: string; to: string; amount: bigint; slippage: string },
  signal?: AbortSignal,
): Promise<BuiltTransaction> {
  const { tx } = await getServiceClients(engine).api.post('/v1/convert/build-transaction', {
    body: {
      amount: params.amount.toString(),
      eip155: { slippage: params.slippage },
      projectId: engine.config.projectId,
      from: params.from,
      to: params.to,
      userAddress: params.userAddress,
      disableEstimate: false,
    },
    schema: SwapTxSchema,
    ...signalOf(signal),
  })
  checkBuilt(tx, params.userAddress)
  return {
    to: plainAddress(tx.to),
    data: tx.data as `0x${string}`,
    value: BigInt(tx.amount),
    gas: BigInt(tx.eip155.gas),
    gasPrice: BigInt(tx.eip155.gasPrice),
    builtAt: Date.now(),
  }
}

/** The data API's error answer: `{ status: 'FAILED', reasons: [{ field, description }] }`. */
const ReasonsSchema = v.object({
  reasons: v.pipe(
    v.array(v.object({ description: v.pipe(v.string(), v.maxLength(300)) })),
    v.maxLength(10),
  ),
})

/** Whether the service refused for lack of liquidity (its stated reason says so). */
export function isInsufficientLiquidity(error: unknown): boolean {
  if (!(error instanceof HttpRequestError) || error.status !== 400 || !error.body) return false
  let json: unknown
  try {
    json = JSON.parse(error.body)
  } catch {
    return false
  }
  const parsed = v.safeParse(ReasonsSchema, json)
  return (
    parsed.success &&
    parsed.output.reasons.some((reason) => /insufficient liquidity/i.test(reason.description))
  )
}
