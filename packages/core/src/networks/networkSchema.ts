import * as v from 'valibot'
import { isServiceUrl } from '../config/isServiceUrl.js'
import { CHAIN_NAMESPACES } from './namespaces.js'

const INVALID_URL = 'Invalid input: expected an http, https, ws or wss URL'

/** A base URL of a service or an RPC endpoint: http, https, ws or wss only. */
export const UrlSchema = v.pipe(v.string(), v.check(isServiceUrl, INVALID_URL))

const NonNegativeInteger = v.pipe(v.number(), v.integer(), v.minValue(0))

/**
 * The valibot schema of a `Network` (spec §3: id, caipNetworkId, chainNamespace, name,
 * nativeCurrency, rpcUrls, blockExplorers, testnet, assets). `caipNetworkId` must be exactly
 * `${chainNamespace}:${id}`.
 */
export const NetworkSchema = v.pipe(
  v.object({
    id: v.union([NonNegativeInteger, v.pipe(v.string(), v.minLength(1))]),
    caipNetworkId: v.string(),
    chainNamespace: v.picklist(CHAIN_NAMESPACES),
    name: v.pipe(v.string(), v.minLength(1)),
    nativeCurrency: v.object({
      name: v.string(),
      symbol: v.string(),
      decimals: NonNegativeInteger,
    }),
    rpcUrls: v.object({
      default: v.object({ http: v.array(UrlSchema), webSocket: v.optional(v.array(UrlSchema)) }),
    }),
    blockExplorers: v.optional(
      v.object({ default: v.object({ name: v.string(), url: UrlSchema }) }),
    ),
    testnet: v.optional(v.boolean()),
    assets: v.optional(
      v.object({ imageId: v.optional(v.string()), imageUrl: v.optional(v.string()) }),
    ),
  }),
  v.forward(
    v.check(
      (n) => n.caipNetworkId === `${n.chainNamespace}:${n.id}`,
      'Invalid input: caipNetworkId must be chainNamespace:id',
    ),
    ['caipNetworkId'],
  ),
)
