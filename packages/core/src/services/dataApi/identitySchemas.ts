import * as v from 'valibot'
import { toDisplayName } from '../../format/toDisplayName.js'
import type { CaipNetworkId, Identity } from '../../types.js'
import { toSafeImageUrl } from '../../url/toSafeImageUrl.js'

/*
 * The data API schemas a connected account's name needs (identity, and the supported chains it
 * checks first), and the parts the other schemas (schemas.ts) share with them. Apart from those,
 * so the service clients the shell loads on the first open do not carry the balance, price, NFT
 * and history schemas (issue 12). Internal: the fetch functions use them.
 */

/** An image URL as sent: kept when safe (`toSafeImageUrl`), else `undefined` (the entry itself stays). */
export const ImageUrl = v.pipe(
  v.unknown(),
  v.transform((value) => toSafeImageUrl(value)),
)

export const CaipNetwork = v.pipe(
  v.string(),
  v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/),
  v.transform((value) => value as CaipNetworkId),
)

/** A list whose malformed entries are dropped (spec: "malformed items dropped"). */
/* @__NO_SIDE_EFFECTS__ */
export function listOf<T>(item: v.GenericSchema<unknown, T>) {
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

/** `GET /v1/supported-chains`: `{ http, ws }` lists of CAIP-2 ids. */
export const SupportedChainsSchema = v.object({
  http: listOf(CaipNetwork),
  ws: v.optional(listOf(CaipNetwork), []),
})

/** `GET /v1/identity/{address}`: `{ name, avatar }`, both nullable. */
export const IdentitySchema = v.pipe(
  v.object({
    name: v.nullish(
      v.pipe(
        v.string(),
        v.transform((name: string) => toDisplayName(name)),
      ),
    ),
    avatar: ImageUrl,
  }),
  v.transform(({ name, avatar }): Identity => ({ name: name || null, avatar: avatar ?? null })),
)
