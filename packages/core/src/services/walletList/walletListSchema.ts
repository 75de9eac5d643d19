import * as v from 'valibot'
import { toDisplayName } from '../../format/toDisplayName.js'
import type { WalletListEntry } from '../../types.js'
import { isSafeWalletLink } from '../../url/isSafeWalletLink.js'

/*
 * Schemas of the wallet-list service's answers (spec §7). Internal: the fetch functions use them.
 */

/**
 * A link as sent, kept only when core's allow-list rule (`isSafeWalletLink`) passes it: a wallet
 * app scheme or an https URL (`webOnly`: https only); anything else becomes `null`.
 */
const linkSchema = /* @__NO_SIDE_EFFECTS__ */ (webOnly: boolean) =>
  v.pipe(
    v.optional(v.nullable(v.unknown())),
    v.transform((value): string | null =>
      typeof value === 'string' && isSafeWalletLink(value.includes(':') ? value : '', webOnly)
        ? value
        : null,
    ),
  )

const NonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1))
/** A name shown to the visitor: display-safe (`toDisplayName`: no bidi controls, capped). */
const Name = v.pipe(
  v.string(),
  v.transform((name: string) => toDisplayName(name)),
  v.minLength(1),
)

/** One entry (spec §3 "Wallet list entry"); unknown extra fields are dropped. */
export const WalletListEntrySchema = v.object({
  id: NonEmpty,
  name: Name,
  image_id: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,128}$/))),
  rdns: v.optional(v.nullable(v.string())),
  chains: v.optional(v.array(v.string())),
  mobile_link: /* @__PURE__ */ linkSchema(false),
  desktop_link: /* @__PURE__ */ linkSchema(false),
  webapp_link: /* @__PURE__ */ linkSchema(true),
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
