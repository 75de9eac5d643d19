import { toDisplayName } from '../../format/toDisplayName.js'
import type { CaipNetworkId, Identity } from '../../types.js'
import { toSafeImageUrl } from '../../url/toSafeImageUrl.js'
import { array, nullishString, object, optional } from '../../validation/checks.js'
import { type ResponseSchema, responseSchema } from '../../validation/responseSchema.js'

/*
 * The data API schemas a connected account's name needs (identity, and the supported chains it
 * checks first), apart from the others (schemas.ts): the shell reads them on the first open, so
 * they are written with the checks of validation/checks.ts, not valibot, and the open loads no
 * valibot and none of the balance, price, NFT and history schemas (for the host's first chunk). Internal: the fetch
 * functions use them.
 */

/** A CAIP-2 network id as the data API sends it. */
export const CAIP_NETWORK = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/** A list of CAIP-2 ids; entries that are not one are dropped (spec: "malformed items dropped"). */
const caipNetworks = (list: unknown[]): CaipNetworkId[] =>
  list.filter((id): id is CaipNetworkId => typeof id === 'string' && CAIP_NETWORK.test(id))

/** `GET /v1/supported-chains`: `{ http, ws }` lists of CAIP-2 ids (`ws` may be absent). */
export const SupportedChainsSchema: ResponseSchema<{ http: CaipNetworkId[]; ws: CaipNetworkId[] }> =
  /* @__PURE__ */ responseSchema(
    /* @__PURE__ */ object({
      http: /* @__PURE__ */ array(() => true),
      ws: /* @__PURE__ */ optional(/* @__PURE__ */ array(() => true)),
    }),
    ({ http, ws = [] }: { http: unknown[]; ws?: unknown[] }) => ({
      http: caipNetworks(http),
      ws: caipNetworks(ws),
    }),
  )

/**
 * `GET /v1/identity/{address}`: `{ name, avatar }`, both nullable. The name is made display-safe
 * (`toDisplayName`); an avatar that is not a safe image URL (`toSafeImageUrl`) is `null`.
 */
export const IdentitySchema: ResponseSchema<Identity> = /* @__PURE__ */ responseSchema(
  /* @__PURE__ */ object({ name: nullishString }),
  ({ name, avatar }: { name?: string | null; avatar?: unknown }): Identity => ({
    name: (name && toDisplayName(name)) || null,
    avatar: toSafeImageUrl(avatar) ?? null,
  }),
)
