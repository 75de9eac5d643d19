import * as v from 'valibot'
import {
  type Engine,
  getServiceClients,
  HttpRequestError,
  toDisplayName,
  toSafeImageUrl,
} from '../internal/core.js'

// Wire schemas of the data API's convert calls (spec §7). Every answer is untrusted: what does
// not fit is refused (or, in a list, dropped), never rendered as HTML.

const CAIP10 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/
const Caip10Schema = v.pipe(v.string(), v.regex(CAIP10))
const IntegerSchema = v.pipe(v.string(), v.regex(/^\d{1,78}$/))
const HexSchema = v.pipe(v.string(), v.maxLength(200_000), v.regex(/^0x(?:[0-9a-fA-F]{2})*$/))

/** A name or symbol as shown: zero-width, bidi and control characters removed. */
const DisplaySchema = (max: number) =>
  v.pipe(
    v.string(),
    v.transform((value) => toDisplayName(value, max)),
    v.minLength(1),
  )

// Each schema follows the real server's answer (bapi: reown-com/blockchain-api); the fixtures in
// `services.contract.test.ts` are those answers and must keep parsing.

/** bapi:src/handlers/convert/tokens.rs `TokenItem` (`logoUri`/`eip2612` are `Option`: `null`). */
export const TokenSchema = v.object({
  name: DisplaySchema(64),
  symbol: DisplaySchema(16),
  address: Caip10Schema,
  decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(36)),
  logoUri: v.nullish(v.string()),
  eip2612: v.nullish(v.boolean()),
})
export const TokensSchema = v.object({ tokens: v.pipe(v.array(v.unknown()), v.maxLength(1000)) })
/** bapi:src/handlers/convert/quotes.rs `QuoteItem {id: Option, fromAmount, fromAccount, toAmount, toAccount}`. */
export const QuotesSchema = v.object({
  quotes: v.pipe(
    v.array(
      v.object({
        id: v.nullish(v.string()),
        fromAmount: IntegerSchema,
        toAmount: IntegerSchema,
      }),
    ),
    v.minLength(1),
  ),
})
/** bapi:src/handlers/convert/allowance.rs `{allowance: String}`. */
export const AllowanceSchema = v.object({ allowance: IntegerSchema })
/** bapi:src/handlers/convert/approve.rs `ConvertApproveTx`: no gas; `eip155: Option<{gasPrice}>`. */
export const ApproveSchema = v.object({
  tx: v.object({
    from: Caip10Schema,
    to: Caip10Schema,
    data: HexSchema,
    value: v.nullish(IntegerSchema),
    eip155: v.nullish(v.object({ gasPrice: v.nullish(IntegerSchema) })),
  }),
})
/**
 * bapi:src/handlers/convert/transaction.rs `ConvertTx`: `amount` is 1inch's `dstAmount` (the
 * OUTPUT, never the value to send); `eip155: Option<{gas: String, gasPrice: String}>`.
 */
export const SwapTxSchema = v.object({
  tx: v.object({
    from: Caip10Schema,
    to: Caip10Schema,
    data: HexSchema,
    amount: IntegerSchema,
    eip155: v.nullish(v.object({ gas: IntegerSchema, gasPrice: v.nullish(IntegerSchema) })),
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

/**
 * A transaction ready for the adapter's `sendTransaction`, after Swap's checks (`verify.ts`):
 * its value computed by Swap, its gas price the data API's standard one (never the build's).
 */
export type BuiltTransaction = {
  /** The contract called (plain address). */
  to: string
  data: `0x${string}`
  /** In the native currency's base units. */
  value: bigint
  /** The gas limit; `undefined` lets the wallet estimate it on chain. */
  gas: bigint | undefined
  /** Wei per gas; `undefined` lets the wallet pick it. */
  gasPrice: bigint | undefined
  /** When it was built (ms since epoch). */
  builtAt: number
  /** An approval's spender (shown in the preview). */
  spender?: string | undefined
}

/** What the service built, unchecked: `verify.ts` decides whether it is sent. */
export type ServiceTransaction = {
  /** The contract called (plain address, from the CAIP-10 `to`). */
  to: string
  data: `0x${string}`
  /** The service's gas limit, when it gave one. */
  gas: bigint | undefined
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
    list.push({
      caip10: address,
      name,
      symbol,
      decimals,
      iconUrl: toSafeImageUrl(logoUri ?? undefined),
    })
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

/**
 * `GET /v1/convert/build-approve?from&to&amount` (bapi:src/handlers/convert/approve.rs: no
 * `userAddress`; the server asks 1inch about the `to` token, so both name the source token):
 * the service's approve calldata, whose spender `verify.ts` reads; the approval sent is built
 * by Swap.
 */
export async function fetchApproveCalldata(
  engine: Engine,
  params: { token: string; amount: bigint },
  signal?: AbortSignal,
): Promise<`0x${string}`> {
  const { tx } = await getServiceClients(engine).api.get('/v1/convert/build-approve', {
    query: { from: params.token, to: params.token, amount: params.amount.toString() },
    schema: ApproveSchema,
    ...signalOf(signal),
  })
  return tx.data as `0x${string}`
}

/**
 * `POST /v1/convert/build-transaction` (bapi:src/handlers/convert/transaction.rs: `amount`
 * string, `eip155.slippage` an unsigned integer percent, `userAddress` CAIP-10): the swap as the
 * service built it, unchecked. Its `tx.amount` (the output) and `gasPrice` are not used.
 */
export async function buildSwap(
  engine: Engine,
  params: { userAddress: string; from: string; to: string; amount: bigint; slippage: number },
  signal?: AbortSignal,
): Promise<ServiceTransaction> {
  if (!Number.isInteger(params.slippage) || params.slippage < 1)
    throw new RangeError(`slippage must be a whole percent, got ${params.slippage}`)
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
  return {
    to: plainAddress(tx.to),
    data: tx.data as `0x${string}`,
    gas: tx.eip155 ? BigInt(tx.eip155.gas) : undefined,
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
