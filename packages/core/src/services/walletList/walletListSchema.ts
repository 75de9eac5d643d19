import * as v from 'valibot'
import type { WalletListEntry } from '../../types.js'

/*
 * Schemas of the wallet-list service's answers (spec §7). Internal: the fetch functions use them.
 */

/** Schemes a wallet link may never use: they run code or read local data when opened. */
const UNSAFE_SCHEME = /^\s*(javascript|data|vbscript|file|blob|about):/i
/** An absolute URL or an app scheme (`metamask://`, `https://…/wc`). */
const LINK = /^[a-z][a-z0-9+.-]*:\S*$/i

/** A link as sent, kept only when it is a usable, safe URL; anything else becomes `null`. */
const LinkSchema = v.pipe(
  v.optional(v.nullable(v.unknown())),
  v.transform((value): string | null =>
    typeof value === 'string' && LINK.test(value) && !UNSAFE_SCHEME.test(value) ? value : null,
  ),
)

const NonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1))

/** One entry (spec §3 "Wallet list entry"); unknown extra fields are dropped. */
export const WalletListEntrySchema = v.object({
  id: NonEmpty,
  name: NonEmpty,
  image_id: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,128}$/))),
  rdns: v.optional(v.nullable(v.string())),
  chains: v.optional(v.array(v.string())),
  mobile_link: LinkSchema,
  desktop_link: LinkSchema,
  webapp_link: LinkSchema,
}) satisfies v.GenericSchema<unknown, WalletListEntry>

/** `getWallets`: `{ data, count }`; malformed entries are dropped, never the whole page. */
export const WalletListResponseSchema = v.object({
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  data: v.pipe(
    v.array(v.unknown()),
    v.transform((items) =>
      items.flatMap((item): WalletListEntry[] => {
        const result = v.safeParse(WalletListEntrySchema, item)
        return result.success ? [result.output] : []
      }),
    ),
  ),
})

/** `getAnalyticsConfig`: `{ isAnalyticsEnabled }`. */
export const AnalyticsConfigSchema = v.object({ isAnalyticsEnabled: v.boolean() })
