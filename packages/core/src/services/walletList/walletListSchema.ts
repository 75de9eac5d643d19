import { toDisplayName } from '../../format/toDisplayName.js'
import type { WalletListEntry } from '../../types.js'
import { isSafeWalletLink } from '../../url/isSafeWalletLink.js'
import {
  array,
  type Check,
  chain,
  nullishString,
  number,
  object,
  passes,
  rule,
  string,
  type,
} from '../../validation/checks.js'
import { type ResponseSchema, responseSchema } from '../../validation/responseSchema.js'

/*
 * Schemas of the wallet-list service's answers (spec §7). Internal: the fetch functions use them.
 * Written with the checks of validation/checks.ts, not valibot: the recommended wallets are read
 * on the first open, which then loads no valibot (for the host's first chunk).
 */

type RawEntry = {
  id: string
  name: string
  image_id?: string | null
  rdns?: string | null
  chains?: unknown[] | null
} & Partial<Record<LinkKey, unknown>>
type LinkKey = 'mobile_link' | 'desktop_link' | 'webapp_link'

/** Links and whether each is https only (`webapp_link`); kept only when `isSafeWalletLink` passes. */
const LINKS: [LinkKey, boolean][] = [
  ['mobile_link', false],
  ['desktop_link', false],
  ['webapp_link', true],
]

const EntryCheck: Check = /* @__PURE__ */ object({
  id: /* @__PURE__ */ chain(
    string,
    /* @__PURE__ */ rule((id: string) => id.trim() !== '', 'Invalid length: Expected >=1'),
  ),
  // A name shown to the visitor: display-safe (`toDisplayName`: no bidi controls, capped).
  name: /* @__PURE__ */ chain(
    string,
    /* @__PURE__ */ rule(
      (name: string) => toDisplayName(name) !== '',
      'Invalid length: Expected >=1',
    ),
  ),
  // The service sends `null` (or nothing usable) for parts a wallet lacks: the part is left out
  // in toEntry, the wallet kept.
  image_id: nullishString,
  rdns: nullishString,
  chains: /* @__PURE__ */ type('array or null', (v) => v == null || Array.isArray(v)),
})

/** The entry as kept: known fields only, the id trimmed, the name display-safe, unsafe links `null`. */
function toEntry(raw: RawEntry): WalletListEntry {
  const entry: WalletListEntry = { id: raw.id.trim(), name: toDisplayName(raw.name) }
  // Goes into an image path (`/getWalletImage/{id}`): a plain id or nothing.
  if (raw.image_id && /^[\w-]{1,128}$/.test(raw.image_id)) entry.image_id = raw.image_id
  if (raw.rdns !== undefined) entry.rdns = raw.rdns
  if (raw.chains) entry.chains = raw.chains.filter((c): c is string => typeof c === 'string')
  for (const [key, webOnly] of LINKS) {
    if (!(key in raw)) continue
    const link = raw[key]
    entry[key] =
      typeof link === 'string' && isSafeWalletLink(link.includes(':') ? link : '', webOnly)
        ? link
        : null
  }
  return entry
}

/** One entry (spec §3 "Wallet list entry"); unknown extra fields are dropped. */
export const WalletListEntrySchema: ResponseSchema<WalletListEntry> =
  /* @__PURE__ */ responseSchema(EntryCheck, toEntry)

/** `getWallets`: `{ data, count }`; malformed entries are dropped, never the whole page. */
export const WalletListResponseSchema: ResponseSchema<{ count: number; data: WalletListEntry[] }> =
  /* @__PURE__ */ responseSchema(
    /* @__PURE__ */ object({
      count: /* @__PURE__ */ chain(
        number,
        /* @__PURE__ */ rule(Number.isInteger, (count) => `Invalid integer: Received ${count}`),
        /* @__PURE__ */ rule(
          (count: number) => count >= 0,
          (count) => `Invalid value: Expected >=0 but received ${count}`,
        ),
      ),
      data: /* @__PURE__ */ array(() => true),
    }),
    ({ count, data }: { count: number; data: unknown[] }) => ({
      count,
      data: data.flatMap((item) => (passes(EntryCheck, item) ? [toEntry(item as RawEntry)] : [])),
    }),
  )
