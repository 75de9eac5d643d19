import * as v from 'valibot'
import { NAME_TIMESTAMP_WINDOW_S, NAME_ZONES, NAMES_MESSAGES, type NameZone } from '../constants.js'
import {
  AddressNamesError,
  NameSuggestionsError,
  RegisteredNameMismatchError,
  RegisterNameError,
  ResolveNameError,
} from '../errors.js'
import { type Engine, getServiceClients, HttpRequestError } from '../internal/core.js'

// Wire schemas of the name service's calls (spec §7 profile calls), as the real server sends them
// (reown-com/blockchain-api; the contract tests hold its recorded shapes). Every answer is
// untrusted: what does not fit is refused, and names are rendered as text only. A profile is the
// server's `NameAndAddresses` (`bapi:src/database/types.rs`): `registered_at`, `updated_at`,
// `attributes` (a string map or `null`) and each address's `created_at` come too; only what the
// feature reads is checked, the rest is dropped.
const NAME = v.pipe(v.string(), v.maxLength(255))
const ProfileSchema = v.object({
  name: NAME,
  addresses: v.record(
    v.string(),
    v.object({ address: v.pipe(v.string(), v.regex(/^[0-9a-zA-Z]{20,100}$/)) }),
  ),
})
const ProfilesSchema = v.pipe(v.array(ProfileSchema), v.maxLength(100))
/** With `apiVersion=2` the server answers an unknown name `200 []` (`bapi:…/profile/lookup.rs`). */
const LookupSchema = v.pipe(
  v.unknown(),
  v.transform((answer) => (Array.isArray(answer) && answer.length === 0 ? null : answer)),
  v.nullable(ProfileSchema),
)
const SuggestionsSchema = v.object({
  suggestions: v.pipe(v.array(v.object({ name: NAME, registered: v.boolean() })), v.maxLength(50)),
})
/** The service's error answer: `{ status: 'FAILED', reasons: [{ field, description }] }`. */
const ReasonsSchema = v.object({
  reasons: v.pipe(
    v.array(
      v.object({
        field: v.optional(v.string()),
        description: v.pipe(v.string(), v.minLength(1), v.maxLength(300)),
      }),
    ),
    v.minLength(1),
    v.maxLength(10),
  ),
})

/** A name the service knows: its full name and its addresses by coin type (ENSIP-11). */
export type NameProfile = v.InferOutput<typeof ProfileSchema>

/** A suggested name and whether someone registered it already. */
export type NameSuggestion = v.InferOutput<typeof SuggestionsSchema>['suggestions'][number]

/**
 * The ENSIP-11 coin type of an EVM chain: `(0x80000000 | chainId) >>> 0` (unsigned 32-bit).
 *
 * @example
 * toCoinType(1) // 2147483649
 */
export const toCoinType = (chainId: number): number => (0x80000000 | chainId) >>> 0

/** Whether a full name is in one of our zones (the primary one or the legacy one, spec §9). */
export const isOwnZone = (name: string): boolean =>
  NAME_ZONES.some((zone) => name.toLowerCase().endsWith(`.${zone}`))

/**
 * Looks a name up (spec §7 `GET /v1/profile/account/{name}`, apiVersion 2).
 *
 * @returns The profile, or `null` when the service does not know the name (its `200 []` with
 * apiVersion 2; a 404 as it answers without).
 * @throws ResolveNameError ('Error resolving name') on any other failure.
 * @example
 * const profile = await lookupName(engine, 'alice.reown.id')
 */
export async function lookupName(
  engine: Engine,
  name: string,
  signal?: AbortSignal,
): Promise<NameProfile | null> {
  try {
    return await getServiceClients(engine).api.get(
      `/v1/profile/account/${encodeURIComponent(name)}`,
      { query: { apiVersion: 2 }, schema: LookupSchema, ...(signal ? { signal } : {}) },
    )
  } catch (error) {
    if (error instanceof HttpRequestError && error.status === 404) return null
    throw new ResolveNameError({ cause: error })
  }
}

/**
 * The names of an address (spec §7 `GET /v1/profile/reverse/{address}`), asked with apiVersion 2:
 * the server then answers an unnamed account `200 []` instead of a 404 (`bapi:…/reverse.rs`).
 *
 * @returns The profiles naming the address; `[]` when none does (a 404 counts as none).
 * @throws AddressNamesError ('Error fetching names for address').
 */
export async function lookupAddressNames(
  engine: Engine,
  address: string,
  signal?: AbortSignal,
): Promise<NameProfile[]> {
  try {
    return await getServiceClients(engine).api.get(
      `/v1/profile/reverse/${encodeURIComponent(address)}`,
      { query: { apiVersion: 2 }, schema: ProfilesSchema, ...(signal ? { signal } : {}) },
    )
  } catch (error) {
    if (error instanceof HttpRequestError && error.status === 404) return []
    throw new AddressNamesError({ cause: error })
  }
}

/**
 * Names like `label` in `zone` (spec §7 `GET /v1/profile/suggestions/{name}?zone`), each tagged
 * registered or not.
 *
 * @throws NameSuggestionsError ('Error fetching name suggestions').
 */
export async function fetchNameSuggestions(
  engine: Engine,
  params: { label: string; zone: NameZone; signal?: AbortSignal },
): Promise<NameSuggestion[]> {
  try {
    const answer = await getServiceClients(engine).api.get(
      `/v1/profile/suggestions/${encodeURIComponent(params.label)}`,
      {
        query: { zone: params.zone },
        schema: SuggestionsSchema,
        ...(params.signal ? { signal: params.signal } : {}),
      },
    )
    return answer.suggestions
  } catch (error) {
    throw new NameSuggestionsError({ cause: error })
  }
}

/** What `registerName` needs: the full name, the account and a signer for it. */
export type RegisterNameParameters = {
  /** The full name (`label.reown.id`). */
  name: string
  address: string
  /** The EVM chain id the account is on (its coin type is derived from it). */
  chainId: number
  /** Signs the message with `personal_sign` (EIP-191). */
  sign(message: string): Promise<string>
  /** The site asking, signed into the message; default the page's host (else the app's URL's). */
  domain?: string
  /** Seconds since the epoch; default now. */
  now?: () => number
}

/** What a registration signs (see `buildNameMessage`). */
export type NameMessage = {
  name: string
  timestamp: number
  domain: string
  address: string
  coinType: number
  chainId: number
  nonce: string
}

/**
 * The message a registration signs, as JSON. First the server's `RegisterPayload`, the fields it
 * parses (spec §7 "message has name, attributes, timestamp in seconds";
 * `bapi:src/handlers/profile/mod.rs`), then what binds the signature to this request: the site
 * asking (`domain`), the account (`address`), its ENSIP-11 `coin_type` and `chain_id` (the
 * server's own earlier payload named these two and `address` so) and a fresh `nonce`. The wallet
 * shows all of it; the server's serde ignores the fields it does not read, so the message stays
 * one it accepts.
 *
 * @example
 * buildNameMessage({ name: 'abcd.reown.id', timestamp: 1760000000, domain: 'app.example',
 *   address: '0x7099…79C8', coinType: 2147483649, chainId: 1, nonce: '3f…' })
 * // '{"name":"abcd.reown.id","attributes":{},"timestamp":1760000000,"domain":"app.example",…}'
 */
export function buildNameMessage(message: NameMessage): string {
  return JSON.stringify({
    name: message.name,
    attributes: {},
    timestamp: message.timestamp,
    domain: message.domain,
    address: message.address,
    coin_type: message.coinType,
    chain_id: message.chainId,
    nonce: message.nonce,
  })
}

/**
 * Signs and registers a name (spec §4 "sign a message, register name"; §7 `POST
 * /v1/profile/account` with coin_type, address, message, signature).
 *
 * The server accepts the signed timestamp only within `NAME_TIMESTAMP_WINDOW_S` (10 s) of its
 * clock (`bapi:src/handlers/profile/mod.rs` UNIXTIMESTAMP_SYNC_THRESHOLD). The timestamp is the
 * last thing taken before the wallet's prompt; a signature that came back later than the window
 * is not sent (the server would refuse it) and, like the server's own refusal, ends in
 * `NAMES_MESSAGES.signatureExpired`, which asks the visitor to register again. The answer must
 * be the name registered, for this address under this coin type.
 *
 * @returns The registered profile (the server's `NameAndAddresses`).
 * @throws the signer's error as is (a declined signature stays a user rejection);
 * RegisterNameError with 'Signing took too long…' for an expired timestamp, else the service's
 * first reason, else 'Error registering name {name}'; RegisteredNameMismatchError when the
 * service answers another name or address than the one registered.
 */
export async function registerName(
  engine: Engine,
  params: RegisterNameParameters,
): Promise<NameProfile> {
  const { name, address, chainId, sign } = params
  const domain = params.domain ?? pageDomain(engine)
  if (!domain) throw new RegisterNameError(NAMES_MESSAGES.registerFailed(name))
  const coinType = toCoinType(chainId)
  const nonce = randomNonce()
  const seconds = () => Math.floor((params.now?.() ?? Date.now()) / 1000)
  const timestamp = seconds()
  const message = buildNameMessage({ name, timestamp, domain, address, coinType, chainId, nonce })
  const signature = await sign(message)
  if (seconds() - timestamp > NAME_TIMESTAMP_WINDOW_S)
    throw new RegisterNameError(NAMES_MESSAGES.signatureExpired, { kind: 'expired' })
  let profile: NameProfile
  try {
    profile = await getServiceClients(engine).api.post('/v1/profile/account', {
      body: { coin_type: coinType, address, message, signature },
      schema: ProfileSchema,
    })
  } catch (error) {
    const reason = firstReason(error)
    throw reason?.field === 'timestamp'
      ? new RegisterNameError(NAMES_MESSAGES.signatureExpired, { cause: error, kind: 'expired' })
      : reason?.description
        ? new RegisterNameError(reason.description, { cause: error, kind: 'service' })
        : new RegisterNameError(NAMES_MESSAGES.registerFailed(name), { cause: error })
  }
  const registered = profile.addresses[String(coinType)]?.address
  if (profile.name !== name || registered?.toLowerCase() !== address.toLowerCase())
    throw new RegisteredNameMismatchError({ name, answered: profile.name })
  return profile
}

/** The page's host, else the host of the app's metadata URL (no page: server rendering). */
function pageDomain(engine: Engine): string | undefined {
  if (typeof location !== 'undefined' && location.host) return location.host
  const url = engine.config.metadata?.url
  if (!url) return undefined
  try {
    return new URL(url).host || undefined
  } catch {
    return undefined
  }
}

/** 16 random bytes as hex: each registration signs a message never signed before. */
function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The service's first reason (`{ field, description }`) in an error answer, when it gave one. */
function firstReason(error: unknown): { field?: string; description: string } | undefined {
  if (!(error instanceof HttpRequestError) || !error.body) return undefined
  try {
    const parsed = v.safeParse(ReasonsSchema, JSON.parse(error.body))
    return parsed.success ? parsed.output.reasons[0] : undefined
  } catch {
    return undefined
  }
}
