import * as v from 'valibot'
import { BaseError, toBaseUnits, type ViewArguments } from '../internal/core.js'
import type { SwapToken } from './swapStore.js'

/**
 * The host's `open({ view: 'Swap', arguments })` that Swap understands: tokens by symbol, plain
 * address or CAIP-10 id; the amount as a decimal string in the source token's unit.
 */
export type SwapArguments = {
  fromToken?: string | undefined
  toToken?: string | undefined
  amount?: string | undefined
}

/**
 * Arguments Swap could not use. It is logged at `error` level (shown at the default log level),
 * never thrown at the visitor: the host's mistake must not cost the visitor the Swap view, so what
 * is wrong is ignored and the rest applied. `problems` says what and why, one line each.
 */
export class InvalidSwapArgumentsError extends BaseError {
  override name = 'InvalidSwapArgumentsError'
  readonly problems: readonly string[]
  constructor(problems: readonly string[]) {
    super("Swap ignored some of the host's arguments", { metaMessages: [...problems] })
    this.problems = problems
  }
}

const TokenName = v.pipe(
  v.string('must be a string (symbol, address or CAIP-10 id)'),
  v.trim(),
  v.minLength(1, 'must not be empty'),
  v.maxLength(200, 'is longer than 200 characters'),
)
const Amount = v.pipe(
  v.string('must be a decimal string, e.g. "0.1"'),
  v.trim(),
  v.maxLength(80, 'is longer than 80 characters'),
  v.regex(/^(?:\d+\.?\d*|\.\d+)$/, 'must be a decimal string, e.g. "0.1"'),
)
const fields = { fromToken: TokenName, toToken: TokenName, amount: Amount } as const
const known = Object.keys(fields)

/**
 * Checks the host's arguments field by field: a field that does not fit is dropped with a
 * problem naming it; unknown keys are reported too (a typo like `fromtoken` would otherwise pass
 * silently).
 */
export function parseSwapArguments(raw: ViewArguments | undefined): {
  args: SwapArguments
  problems: string[]
} {
  const args: SwapArguments = {}
  const problems: string[] = []
  if (raw === undefined) return { args, problems }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { args, problems: ['arguments must be an object { fromToken, toToken, amount }'] }
  for (const key of Object.keys(raw))
    if (!known.includes(key)) problems.push(`${key}: unknown argument (${known.join(', ')})`)
  for (const [key, schema] of Object.entries(fields) as [keyof SwapArguments, typeof Amount][]) {
    if (raw[key] === undefined) continue
    const parsed = v.safeParse(schema, raw[key])
    if (parsed.success) args[key] = parsed.output
    else problems.push(`${key}: ${parsed.issues[0].message}`)
  }
  return { args, problems }
}

/** A token named by symbol, plain address or CAIP-10 id (case-insensitive). */
function findToken(tokens: readonly SwapToken[], name: string | undefined): SwapToken | undefined {
  if (!name) return undefined
  const wanted = name.toLowerCase()
  return tokens.find(
    (t) =>
      t.caip10.toLowerCase() === wanted ||
      t.caip10.toLowerCase().endsWith(`:${wanted}`) ||
      t.symbol.toLowerCase() === wanted,
  )
}

/**
 * The arguments against the network's tokens: an unknown token, the same token on both sides or
 * an amount with more decimals than the source token has is dropped, with its problem. Without a
 * `fromToken` (or with an unknown one) the source is `fallbackFrom` (the native currency).
 */
export function resolveSwapArguments(
  args: SwapArguments,
  tokens: readonly SwapToken[],
  fallbackFrom: SwapToken | undefined,
): {
  from: SwapToken | undefined
  to: SwapToken | undefined
  amount: string | undefined
  problems: string[]
} {
  const problems: string[] = []
  const lookup = (key: 'fromToken' | 'toToken') => {
    const token = findToken(tokens, args[key])
    if (args[key] !== undefined && !token)
      problems.push(`${key}: "${args[key]}" is not a token Swap offers on this network`)
    return token
  }
  const from = lookup('fromToken') ?? fallbackFrom
  let to = lookup('toToken')
  if (from && to && from.caip10 === to.caip10) {
    problems.push(`toToken: "${args.toToken}" is the same token as the source`)
    to = undefined
  }
  let amount = args.amount
  if (amount !== undefined && from && toBaseUnits(amount, from.decimals) === undefined) {
    problems.push(
      `amount: "${amount}" has more decimals than ${from.symbol} has (${from.decimals})`,
    )
    amount = undefined
  }
  return { from, to, amount, problems }
}
