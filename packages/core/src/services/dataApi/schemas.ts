import * as v from 'valibot'
import { toDisplayName } from '../../format/toDisplayName.js'
import type {
  CaipNetworkId,
  FungiblePrice,
  Nft,
  TokenBalance,
  TransactionTransfer,
} from '../../types.js'
import { toSafeImageUrl } from '../../url/toSafeImageUrl.js'
import { PLAIN_ADDRESS } from './address.js'
import { CAIP_NETWORK } from './identitySchemas.js'

/** An image URL as sent: kept when safe (`toSafeImageUrl`), else `undefined` (the entry itself stays). */
const ImageUrl = v.pipe(
  v.unknown(),
  v.transform((value) => toSafeImageUrl(value)),
)

const CaipNetwork = v.pipe(
  v.string(),
  v.regex(CAIP_NETWORK),
  v.transform((value) => value as CaipNetworkId),
)

/** A list whose malformed entries are dropped (spec: "malformed items dropped"). */
/* @__NO_SIDE_EFFECTS__ */
function listOf<T>(item: v.GenericSchema<unknown, T>) {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((items) =>
      items.flatMap((entry): T[] => {
        const result = v.safeParse(item, entry)
        return result.success ? [result.output] : []
      }),
    ),
  )
}

/*
 * Schemas of the blockchain data API's answers (spec §7). Internal: the fetch functions use them.
 * The hosted API sends absent parts as `null` (history) or leaves them out (balances); both
 * become `undefined`. A list keeps its valid entries and drops the broken ones, never the page.
 */

/** A string, or `undefined` for `null` / absent. */
const OptionalString = v.pipe(
  v.nullish(v.string()),
  v.transform((value) => value ?? undefined),
)
/** A number, or `undefined` for `null` / absent. */
const OptionalNumber = v.pipe(
  v.nullish(v.pipe(v.number(), v.finite())),
  v.transform((value) => value ?? undefined),
)
const Text = v.pipe(v.string(), v.trim(), v.minLength(1))
/** A name shown to the visitor: display-safe (`toDisplayName`: no bidi controls, capped). */
const Name = v.pipe(
  v.string(),
  v.transform((name: string) => toDisplayName(name)),
  v.minLength(1),
)
/** A display-safe name, or `undefined` for `null`, absent or nothing left. */
const OptionalName = v.pipe(
  v.nullish(v.string()),
  v.transform((value) => toDisplayName(value) || undefined),
)
/** A non-negative decimal string ('2500', '0.5'). */
const DecimalString = v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/))
const Flags = v.object({ is_spam: v.boolean() })

const TokenBalanceSchema = v.pipe(
  v.object({
    name: Name,
    symbol: Name,
    chainId: v.string(),
    address: OptionalString,
    value: OptionalNumber,
    price: v.pipe(v.number(), v.finite()),
    quantity: v.object({ decimals: v.pipe(v.string(), v.regex(/^\d+$/)), numeric: DecimalString }),
    iconUrl: ImageUrl,
  }),
  v.transform(
    (balance): TokenBalance => ({
      ...balance,
      // The API sends it; when it does not, quantity × price is what it means.
      value: balance.value ?? Number(balance.quantity.numeric) * balance.price,
    }),
  ),
)

/** `GET /v1/account/{address}/balance`: `{ balances }`. */
export const BalanceResponseSchema = v.object({ balances: listOf(TokenBalanceSchema) })

const FungiblePriceSchema = v.object({
  address: v.string(),
  name: v.string(),
  symbol: v.string(),
  iconUrl: ImageUrl,
  price: v.pipe(v.number(), v.finite()),
  decimals: v.pipe(v.number(), v.integer(), v.minValue(0)),
}) satisfies v.GenericSchema<unknown, FungiblePrice>

/** `POST /v1/fungible/price`: `{ fungibles }`. */
export const FungiblePriceResponseSchema = v.object({ fungibles: listOf(FungiblePriceSchema) })

const UrlAndType = v.pipe(
  v.object({ url: ImageUrl, content_type: OptionalString }),
  v.transform(({ url, content_type }) =>
    url ? { url, ...(content_type ? { content_type } : {}) } : undefined,
  ),
)
const Content = v.pipe(
  v.nullish(v.object({ preview: v.nullish(UrlAndType), detail: v.nullish(UrlAndType) })),
  v.transform((content) => {
    const preview = content?.preview ?? undefined
    const detail = content?.detail ?? undefined
    return preview || detail ? { preview, detail } : undefined
  }),
)

const TransferSchema = v.object({
  fungible_info: v.pipe(
    v.nullish(
      v.object({
        name: OptionalName,
        symbol: OptionalName,
        icon: v.pipe(
          v.nullish(v.object({ url: ImageUrl })),
          v.transform((icon) => (icon?.url ? { url: icon.url } : undefined)),
        ),
        flags: v.optional(Flags),
      }),
    ),
    v.transform((info) => info ?? undefined),
  ),
  nft_info: v.pipe(
    v.nullish(v.object({ name: OptionalName, content: Content, flags: Flags })),
    v.transform((info) => info ?? undefined),
  ),
  direction: v.picklist(['in', 'out', 'self']),
  quantity: v.object({ numeric: DecimalString }),
  value: OptionalNumber,
  price: OptionalNumber,
}) satisfies v.GenericSchema<unknown, TransactionTransfer>

// bapi:src/handlers/history.rs HistoryTransaction: `metadata.chain` and `transfers` are
// `Option`s sent as `null` (a chain the provider does not map; providers without transfers).
const TransactionSchema = v.object({
  id: Text,
  metadata: v.object({
    minedAt: Text,
    chain: v.pipe(
      v.nullish(v.string()),
      v.transform((chain) => chain?.trim() || undefined),
    ),
    operationType: Text,
    status: Text,
    sentFrom: v.string(),
    sentTo: v.string(),
    hash: OptionalString,
  }),
  transfers: v.pipe(
    v.nullish(v.array(TransferSchema)),
    v.transform((transfers) => transfers ?? []),
  ),
})

/** `GET /v1/account/{address}/history`: `{ data, next }`; a missing chain is filled by the caller. */
export const TransactionsResponseSchema = v.object({
  data: listOf(TransactionSchema),
  next: OptionalString,
})

const NftSchema = v.object({
  chainId: CaipNetwork,
  // Goes into explorer paths (`/nft/{contract}/{id}`): an address, nothing else (untrusted input).
  contract: v.pipe(v.string(), v.regex(PLAIN_ADDRESS)),
  tokenId: v.pipe(v.string(), v.regex(/^\d{1,78}$/)),
  name: Name,
  collection: v.object({
    name: v.pipe(
      v.string(),
      v.transform((name: string) => toDisplayName(name)),
    ),
    symbol: OptionalString,
  }),
  content: Content,
  flags: Flags,
}) satisfies v.GenericSchema<unknown, Nft>

/** `GET /v1/account/{address}/nfts` (devstack extension): `{ data, next }`. */
export const NftsResponseSchema = v.object({ data: listOf(NftSchema), next: OptionalString })
