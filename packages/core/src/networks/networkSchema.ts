import * as v from 'valibot'
import { typeName } from '../config/formatIssues.js'
import { isServiceUrl } from '../config/isServiceUrl.js'
import type { ChainNamespace } from '../types.js'
import { isChainNamespace } from './namespaces.js'

/*
 * Built from few distinct valibot functions (object, string, number, picklist, custom, check…):
 * each one more adds its own code to every host's bundle. The checks below are validation
 * actions, not schemas, so a network with a bad id or decimals is still checked for its
 * caipNetworkId, and their messages are valibot's own wording for integer / minValue /
 * minLength (spec §8).
 */

const INVALID_URL = 'Invalid input: expected an http, https, ws or wss URL'

/** A base URL of a service or an RPC endpoint: http, https, ws or wss only. */
export const UrlSchema = v.pipe(v.string(), v.check(isServiceUrl, INVALID_URL))

/** `Too small` of a string or list that must not be empty (valibot's minLength(1) wording). */
export const NOT_EMPTY = 'Too small: expected >=1 received 0'

/* @__NO_SIDE_EFFECTS__ */
function integer<TInput extends number | string>() {
  return v.check<TInput, (issue: v.CheckIssue<TInput>) => string>(
    (value) => typeof value !== 'number' || Number.isInteger(value),
    (issue) => `Invalid integer: Received ${issue.received}`,
  )
}

/** Numbers must be >= 0, strings not empty. */
/* @__NO_SIDE_EFFECTS__ */
function notNegative<TInput extends number | string>() {
  return v.check<TInput, (issue: v.CheckIssue<TInput>) => string>(
    (value) => (typeof value === 'number' ? value >= 0 : value !== ''),
    (issue) =>
      typeof issue.input === 'number'
        ? `Too small: expected >=0 received ${issue.input}`
        : NOT_EMPTY,
  )
}

/** A string or a number (what `v.union([v.string(), v.number()])` accepts), named in its messages. */
/* @__NO_SIDE_EFFECTS__ */
export function stringOrNumber(expects: string) {
  return Object.assign(
    v.custom<number | string>(
      (value) => typeof value === 'string' || (typeof value === 'number' && !Number.isNaN(value)),
      (issue) => `Expected ${expects} received ${typeName(issue.input)}`,
    ),
    // A union's `expects`, so a missing value reads as it always has.
    { expects: `(${expects})` },
  )
}

const NetworkEntries = v.object({
  id: v.pipe(stringOrNumber('number | string'), integer(), notNegative()),
  caipNetworkId: v.string(),
  chainNamespace: v.custom<ChainNamespace>(
    isChainNamespace,
    (issue) =>
      `Invalid input: ${JSON.stringify(issue.input) ?? 'undefined'} is not a CAIP-2 namespace`,
  ),
  name: v.pipe(v.string(), notNegative()),
  nativeCurrency: v.object({
    name: v.string(),
    symbol: v.string(),
    decimals: v.pipe(v.number(), integer(), notNegative()),
  }),
  rpcUrls: v.object({
    default: v.object({ http: v.array(UrlSchema), webSocket: v.optional(v.array(UrlSchema)) }),
  }),
  blockExplorers: v.optional(v.object({ default: v.object({ name: v.string(), url: UrlSchema }) })),
  testnet: v.optional(v.boolean()),
  assets: v.optional(
    v.object({ imageId: v.optional(v.string()), imageUrl: v.optional(v.string()) }),
  ),
})

/**
 * The valibot schema of a `Network` (spec §3: id, caipNetworkId, chainNamespace, name,
 * nativeCurrency, rpcUrls, blockExplorers, testnet, assets). `caipNetworkId` must be exactly
 * `${chainNamespace}:${id}`.
 */
export const NetworkSchema = v.pipe(
  NetworkEntries,
  // Reported at `caipNetworkId` (rawCheck rather than forward + check: one valibot function less).
  v.rawCheck<v.InferOutput<typeof NetworkEntries>>(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const n = dataset.value
    if (n.caipNetworkId !== `${n.chainNamespace}:${n.id}`) {
      addIssue({
        message: 'Invalid input: caipNetworkId must be chainNamespace:id',
        path: [
          {
            type: 'unknown',
            origin: 'value',
            input: n,
            key: 'caipNetworkId',
            value: n.caipNetworkId,
          },
        ],
      })
    }
  }),
)
