import { type Address, type Hex, isAddress, isHex, type PublicClient } from 'viem'
import { chronoTime, seededProfiles } from './profiles.js'
import type { WireNameAndAddresses, WireSuggestionsResponse } from './wireTypes.js'

// The name service as the real server (reown-com/blockchain-api) runs it, cited `bapi:<path>`:
// `src/handlers/profile/{lookup,reverse,register,suggestions}.rs`, `src/names/utils.rs` for the
// checks, `src/database/{types,helpers}.rs` for the answers and `src/error.rs` for the refusals.

/** The allowed zones (`names.allowed_zones` of the server's config; Gangway's spec §9). */
const NAME_ZONES = ['reown.id', 'wcn.id'] as const

/** `is_name_format_correct`: lowercase letters, digits, dots and hyphens (no lowercasing). */
const NAME_FORMAT = /^[a-z0-9.-]+$/

/** `is_name_length_correct`: three labels, the first 3–64 characters. */
const LABEL_LENGTH = { min: 3, max: 64 } as const

/** UNIXTIMESTAMP_SYNC_THRESHOLD (`bapi:src/handlers/profile/mod.rs`): ±10 s of the clock. */
const TIMESTAMP_TOLERANCE_S = 10

/** SUPPORTED_ATTRIBUTES with their value pattern, and ATTRIBUTES_VALUE_MAX_LENGTH. */
const ATTRIBUTES: Record<string, RegExp> = { bio: /^[a-zA-Z0-9@:/._\-?&=+ ]+$/ }
const ATTRIBUTE_MAX_LENGTH = 255

/** A refusal with the hosted service's reason (`{ status: 'FAILED', reasons: [...] }`). */
export class NameRegistryError extends Error {
  constructor(
    readonly status: number,
    readonly field: string,
    message: string,
  ) {
    super(message)
    this.name = 'NameRegistryError'
  }
}

export type NameRegistry = {
  /**
   * `GET /v1/profile/account/{name}` (`bapi:…/profile/lookup.rs`): the name checked (format,
   * length, zone: 400), then its `NameAndAddresses`; an unknown name is `[]` with apiVersion 2,
   * else a 404.
   * @throws NameRegistryError with the reason the service answers.
   */
  lookup(name: string, apiVersion: string | null): WireNameAndAddresses | []
  /**
   * `GET /v1/profile/reverse/{address}` (`bapi:…/profile/reverse.rs`): the names whose address
   * equals `address` exactly (Postgres `=`); none is `[]` with apiVersion 2, else a 404.
   * @throws NameRegistryError with the reason the service answers.
   */
  reverse(address: string, apiVersion: string | null): WireNameAndAddresses[]
  /** The newest name registered for `address` here (the identity route answers it). */
  registeredName(address: string): string | undefined
  /** `GET /v1/profile/suggestions/{name}?zone`: the name itself then free variants, each tagged. */
  suggestions(name: string, zone: string | null): WireSuggestionsResponse
  /**
   * `POST /v1/profile/account {coin_type, address, message, signature}`
   * (`bapi:…/profile/register.rs`), the server's checks in its order: the message (`{name,
   * attributes, timestamp}` JSON), the name's format, length and zone, the coin type, a free
   * name, the timestamp within ±10 s, the attributes, then the EIP-191 signature through the chain
   * of `coin_type` (viem's `verifyMessage`: an EOA's ecrecover, a contract's EIP-1271).
   * @returns The registered `NameAndAddresses`: attributes `{}` when none were sent, the coin
   * type's address and coin type 60's.
   * @throws NameRegistryError with the reason the service answers.
   */
  register(body: Record<string, unknown>): Promise<WireNameAndAddresses>
  /** Forgets every registration (the control API's reset). */
  clear(): void
}

/**
 * The devstack's name service: the seeded names (`profiles.ts`) plus an in-memory registry that
 * verifies registrations for real, answering as the real server does.
 *
 * @param clients The dev chains' public clients by chain id (the signature checks read them).
 * @param now The clock in ms (default `Date.now`).
 */
export function createNameRegistry(
  clients: ReadonlyMap<number, PublicClient>,
  now: () => number = Date.now,
): NameRegistry {
  const registered = new Map<string, WireNameAndAddresses>()
  let sequence = 0
  const all = () => [...seededProfiles, ...registered.values()]
  const find = (name: string) => registered.get(name) ?? seededProfiles.find((p) => p.name === name)
  const ownedBy = (address: string) => (p: WireNameAndAddresses) =>
    Object.values(p.addresses).some((entry) => entry.address === address)
  /** The server's name checks (lookup and register): format, then length, then zone. */
  const checkName = (name: string) => {
    if (!NAME_FORMAT.test(name))
      throw new NameRegistryError(400, 'name', `Invalid name format: ${name}`)
    const parts = name.split('.')
    const label = parts[0] ?? ''
    if (parts.length !== 3 || label.length < LABEL_LENGTH.min || label.length > LABEL_LENGTH.max)
      throw new NameRegistryError(400, 'name', `Invalid name length: ${name}`)
    if (!(NAME_ZONES as readonly string[]).includes(`${parts[1]}.${parts[2]}`))
      throw new NameRegistryError(400, 'name', `Name is not in the allowed zones: ${name}`)
  }
  const v2 = (apiVersion: string | null) => apiVersion !== null && Number(apiVersion) === 2

  return {
    lookup(name, apiVersion) {
      checkName(name)
      const found = find(name)
      if (found) return found
      if (v2(apiVersion)) return []
      throw new NameRegistryError(404, 'name', `Name is not found in the database: ${name}`)
    },
    reverse(address, apiVersion) {
      const found = all().filter(ownedBy(address))
      if (found.length > 0 || v2(apiVersion)) return found
      throw new NameRegistryError(404, 'address', 'No name for address is found')
    },
    registeredName(address) {
      const own = [...registered.values()].filter((p) =>
        Object.values(p.addresses).some((e) => e.address.toLowerCase() === address.toLowerCase()),
      )
      return own.at(-1)?.name
    },
    suggestions(name, zone) {
      if (name.length < LABEL_LENGTH.min)
        throw new NameRegistryError(400, 'name', `Invalid name length: ${name}`)
      if (!NAME_FORMAT.test(name))
        throw new NameRegistryError(400, 'name', `Invalid name format: ${name}`)
      const wantedZone = zone ?? NAME_ZONES[0]
      const label = name.split('.')[0]!
      const candidates = [`${label}-1`, `${label}-xyz`, `my-${label}`, `${label}${2026}`]
      const exact = `${label}.${wantedZone}`
      // The exact name, tagged; then free candidates only, five in all (suggestions.rs).
      return {
        suggestions: [
          { name: exact, registered: find(exact) !== undefined },
          ...candidates
            .map((c) => `${c}.${wantedZone}`)
            .filter((full) => find(full) === undefined)
            .map((full) => ({ name: full, registered: false })),
        ].slice(0, 5),
      }
    },
    async register(body) {
      const { coin_type: coinType, address, message, signature } = body
      if (
        typeof coinType !== 'number' ||
        !Number.isInteger(coinType) ||
        coinType < 0 ||
        coinType > 0xffffffff ||
        typeof address !== 'string' ||
        typeof message !== 'string' ||
        typeof signature !== 'string'
      )
        throw new NameRegistryError(422, '', 'Failed to deserialize the JSON body')
      let payload: Record<string, unknown>
      try {
        payload = JSON.parse(message) as Record<string, unknown>
      } catch (error) {
        throw new NameRegistryError(422, '', `Deserialization error: ${(error as Error).message}`)
      }
      const { name, attributes, timestamp } = payload ?? {}
      const stringMap =
        attributes === undefined ||
        attributes === null ||
        (typeof attributes === 'object' &&
          !Array.isArray(attributes) &&
          Object.values(attributes).every((value) => typeof value === 'string'))
      if (
        typeof name !== 'string' ||
        typeof timestamp !== 'number' ||
        !Number.isInteger(timestamp) ||
        timestamp < 0 ||
        !stringMap
      )
        throw new NameRegistryError(422, '', 'Deserialization error: invalid register payload')
      checkName(name)
      // ENSIP-11: an EVM chain's coin type is 0x80000000 | chainId; 60 is Ethereum.
      const chainId = coinType === 60 ? 1 : coinType >= 0x80000000 ? coinType - 0x80000000 : -1
      const client = clients.get(chainId)
      if (!client)
        throw new NameRegistryError(400, 'coin_type', `Unsupported coin type: ${coinType}`)
      if (find(name))
        throw new NameRegistryError(400, 'name', `Name is already registered: ${name}`)
      if (Math.abs(Math.floor(now() / 1000) - timestamp) > TIMESTAMP_TOLERANCE_S)
        throw new NameRegistryError(
          400,
          'timestamp',
          `Signature UNIXTIME timestamp is too old: ${timestamp}`,
        )
      const given = (attributes ?? {}) as Record<string, string>
      const supported = Object.entries(given).every(
        ([key, value]) =>
          ATTRIBUTES[key]?.test(value) && value.length > 0 && value.length <= ATTRIBUTE_MAX_LENGTH,
      )
      if (!supported)
        throw new NameRegistryError(400, 'attributes', 'Unsupported name attribute in payload')
      const valid =
        isAddress(address, { strict: false }) &&
        isHex(signature) &&
        (await client
          .verifyMessage({ address: address as Address, message, signature: signature as Hex })
          .catch(() => false))
      if (!valid)
        throw new NameRegistryError(
          401,
          'signature',
          'Signature validation error: Signature verification error',
        )
      if (find(name))
        throw new NameRegistryError(400, 'name', `Name is already registered: ${name}`)
      // Postgres `now()`: microseconds.
      const at = chronoTime(now(), ((now() % 1000) * 1000 + (sequence++ % 999) + 1) % 1_000_000)
      // The address as sent (the server stores it as is); coin type 60 added when absent.
      const entry: WireNameAndAddresses = {
        name,
        registered_at: at,
        updated_at: at,
        attributes: { ...given },
        addresses: {
          [String(coinType)]: { address, created_at: at },
          ...(coinType === 60 ? {} : { '60': { address, created_at: at } }),
        },
      }
      registered.set(name, entry)
      return entry
    },
    clear: () => registered.clear(),
  }
}
