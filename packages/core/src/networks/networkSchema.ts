import { isServiceUrl } from '../config/isServiceUrl.js'
import {
  array,
  boolean,
  type Check,
  chain,
  number,
  object,
  optional,
  received,
  rule,
  string,
  type,
} from '../validation/checks.js'
import { isChainNamespace } from './namespaces.js'

/*
 * The messages keep valibot's wording for integer / minValue / minLength (spec §8), and a
 * network with a bad id or decimals is still checked for its other fields.
 */

/** A base URL of a service or an RPC endpoint: http, https, ws or wss only. */
export const UrlSchema: Check = /* @__PURE__ */ chain(
  string,
  /* @__PURE__ */ rule(
    isServiceUrl,
    (value: string) =>
      `Invalid input: expected an http, https, ws or wss URL, received ${received(value)}`,
  ),
)

/** `Too small` of a string or list that must not be empty (valibot's minLength(1) wording). */
export const NOT_EMPTY = 'Too small: expected >=1 received 0'

const integer = /* @__PURE__ */ rule<number | string>(
  (value) => typeof value !== 'number' || Number.isInteger(value),
  (value) => `Invalid integer: Received ${value}`,
)

/** Numbers must be >= 0, strings not empty. */
const notNegative = /* @__PURE__ */ rule<number | string>(
  (value) => (typeof value === 'number' ? value >= 0 : value !== ''),
  (value) => (typeof value === 'number' ? `Too small: expected >=0 received ${value}` : NOT_EMPTY),
)

/** A string or a number, named as `expects` in its message. */
/* @__NO_SIDE_EFFECTS__ */
export function stringOrNumber(expects: string): Check {
  return type(
    expects,
    (value) => typeof value === 'string' || (typeof value === 'number' && !Number.isNaN(value)),
  )
}

const NetworkEntries = /* @__PURE__ */ object({
  id: /* @__PURE__ */ chain(
    /* @__PURE__ */ stringOrNumber('number | string'),
    integer,
    notNegative,
  ),
  caipNetworkId: string,
  chainNamespace: /* @__PURE__ */ rule(
    isChainNamespace,
    (value) => `Invalid input: ${JSON.stringify(value) ?? 'undefined'} is not a CAIP-2 namespace`,
  ),
  name: /* @__PURE__ */ chain(string, notNegative),
  nativeCurrency: /* @__PURE__ */ object({
    name: string,
    symbol: string,
    decimals: /* @__PURE__ */ chain(number, integer, notNegative),
  }),
  rpcUrls: /* @__PURE__ */ object({
    default: /* @__PURE__ */ object({
      http: /* @__PURE__ */ array(UrlSchema),
      webSocket: /* @__PURE__ */ optional(/* @__PURE__ */ array(UrlSchema)),
    }),
  }),
  blockExplorers: /* @__PURE__ */ optional(
    /* @__PURE__ */ object({ default: /* @__PURE__ */ object({ name: string, url: UrlSchema }) }),
  ),
  testnet: /* @__PURE__ */ optional(boolean),
  assets: /* @__PURE__ */ optional(
    /* @__PURE__ */ object({
      imageId: /* @__PURE__ */ optional(string),
      imageUrl: /* @__PURE__ */ optional(string),
    }),
  ),
})

/**
 * The check of a `Network` (spec §3: id, caipNetworkId, chainNamespace, name, nativeCurrency,
 * rpcUrls, blockExplorers, testnet, assets). `caipNetworkId` must be exactly
 * `${chainNamespace}:${id}`, reported at `caipNetworkId` once the fields themselves passed.
 */
export const NetworkSchema: Check = (value, path, problems) => {
  if (!NetworkEntries(value, path, problems)) return false
  const n = value as { caipNetworkId: string; chainNamespace: string; id: number | string }
  if (n.caipNetworkId === `${n.chainNamespace}:${n.id}`) return true
  problems.push(
    `${path ? `${path}.` : ''}caipNetworkId: Invalid input: expected chainNamespace:id, "${n.chainNamespace}:${n.id}", received ${received(n.caipNetworkId)}`,
  )
  return false
}
