import { type Address, getAddress, type Hex, isAddress, isHex, type PublicClient } from 'viem'
import { seededProfiles } from './profiles.js'
import type { WireProfileAccount, WireSuggestionsResponse } from './wireTypes.js'

/** The name service's zones (spec §9 "Name suffixes .reown.id and legacy .wcn.id"). */
const NAME_ZONES = ['reown.id', 'wcn.id'] as const

/** Spec §5 "Account name: letters, digits, hyphens only, at least 4 characters" (the label). */
const LABEL = /^[a-z0-9-]{4,}$/

/** How far a registration's `timestamp` (seconds) may be from the service's clock. */
const TIMESTAMP_TOLERANCE_S = 10

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
  /** A seeded or registered profile (case-insensitive), or `undefined`. */
  profile(name: string): WireProfileAccount | undefined
  /** Every profile with an address equal to `address` (spec §7 `GET /v1/profile/reverse/{address}`). */
  reverse(address: string): WireProfileAccount[]
  /** The newest name registered for `address` here (the identity route answers it). */
  registeredName(address: string): string | undefined
  /** `GET /v1/profile/suggestions/{name}?zone`: the name itself then free variants, each tagged. */
  suggestions(name: string, zone: string | null): WireSuggestionsResponse
  /**
   * `POST /v1/profile/account {coin_type, address, message, signature}`: checks the message
   * (`{name, attributes, timestamp}` JSON, timestamp within ±10 s), the name's form and zone, that
   * it is free, and the EIP-191 signature through the chain of `coin_type` (viem's
   * `verifyMessage`: an EOA's ecrecover, a contract account's EIP-1271 `isValidSignature`).
   * @throws NameRegistryError with the reason the service answers.
   */
  register(body: Record<string, unknown>): Promise<WireProfileAccount>
  /** Forgets every registration (the control API's reset). */
  clear(): void
}

/**
 * The devstack's name service: the seeded names (`profiles.ts`) plus an in-memory registry that
 * verifies registrations for real.
 *
 * @param clients The dev chains' public clients by chain id (the signature checks read them).
 * @param now The clock in ms (default `Date.now`).
 */
export function createNameRegistry(
  clients: ReadonlyMap<number, PublicClient>,
  now: () => number = Date.now,
): NameRegistry {
  const registered = new Map<string, WireProfileAccount>()
  const all = () => [...seededProfiles, ...registered.values()]
  const profile = (name: string) => {
    const wanted = name.trim().toLowerCase()
    return registered.get(wanted) ?? seededProfiles.find((p) => p.name === wanted)
  }
  const ownedBy = (address: string) => (p: WireProfileAccount) =>
    Object.values(p.addresses).some(
      (entry) => entry.address.toLowerCase() === address.toLowerCase(),
    )

  return {
    profile,
    reverse: (address) => all().filter(ownedBy(address)),
    registeredName(address) {
      const own = [...registered.values()].filter(ownedBy(address))
      return own.at(-1)?.name
    },
    suggestions(name, zone) {
      const wantedZone = zone?.trim().toLowerCase() || NAME_ZONES[0]
      if (!(NAME_ZONES as readonly string[]).includes(wantedZone))
        throw new NameRegistryError(400, 'zone', `Unknown zone: ${zone}`)
      const label = name
        .trim()
        .toLowerCase()
        .split('.')[0]!
        .replace(/[^a-z0-9-]/g, '')
      if (!label) throw new NameRegistryError(400, 'name', 'Name is required')
      const candidates = [label, `${label}-1`, `${label}-xyz`, `my-${label}`, `${label}${2026}`]
      return {
        suggestions: candidates.map((candidate) => {
          const full = `${candidate}.${wantedZone}`
          return { name: full, registered: profile(full) !== undefined }
        }),
      }
    },
    async register(body) {
      const { coin_type: coinType, address, message, signature } = body
      if (typeof coinType !== 'number' || !Number.isInteger(coinType) || coinType < 0)
        throw new NameRegistryError(400, 'coin_type', 'coin_type must be a non-negative integer')
      if (typeof address !== 'string' || !isAddress(address, { strict: false }))
        throw new NameRegistryError(400, 'address', 'Invalid address')
      if (typeof signature !== 'string' || !isHex(signature))
        throw new NameRegistryError(400, 'signature', 'Invalid signature')
      if (typeof message !== 'string')
        throw new NameRegistryError(400, 'message', 'message must be a JSON string')
      let parsed: unknown
      try {
        parsed = JSON.parse(message)
      } catch {
        throw new NameRegistryError(400, 'message', 'message must be a JSON string')
      }
      const { name, attributes, timestamp } = (parsed ?? {}) as Record<string, unknown>
      if (typeof name !== 'string' || typeof timestamp !== 'number')
        throw new NameRegistryError(400, 'message', 'message needs name, attributes and timestamp')
      if (attributes !== undefined && (typeof attributes !== 'object' || attributes === null))
        throw new NameRegistryError(400, 'attributes', 'attributes must be an object')
      if (Math.abs(Math.floor(now() / 1000) - timestamp) > TIMESTAMP_TOLERANCE_S)
        throw new NameRegistryError(
          400,
          'timestamp',
          'Message timestamp is too old or in the future',
        )
      const dot = name.indexOf('.')
      const label = dot === -1 ? name : name.slice(0, dot)
      const zone = dot === -1 ? '' : name.slice(dot + 1)
      if (!(NAME_ZONES as readonly string[]).includes(zone))
        throw new NameRegistryError(400, 'name', `Name must end with .${NAME_ZONES[0]}`)
      if (!LABEL.test(label))
        throw new NameRegistryError(
          400,
          'name',
          'Name must be at least 4 characters: lowercase letters, digits and hyphens',
        )
      if (profile(name)) throw new NameRegistryError(400, 'name', 'Name is already registered')
      // ENSIP-11: an EVM chain's coin type is 0x80000000 | chainId; 60 is Ethereum.
      const chainId = coinType === 60 ? 1 : coinType >= 0x80000000 ? coinType - 0x80000000 : -1
      const client = clients.get(chainId)
      if (!client)
        throw new NameRegistryError(400, 'coin_type', `Unsupported coin_type ${coinType}`)
      const valid = await client
        .verifyMessage({ address: address as Address, message, signature: signature as Hex })
        .catch(() => false)
      if (!valid) throw new NameRegistryError(401, 'signature', 'Invalid signature')
      if (profile(name)) throw new NameRegistryError(400, 'name', 'Name is already registered')
      const seconds = Math.floor(now() / 1000)
      const entry: WireProfileAccount = {
        name,
        registered: seconds,
        updated: seconds,
        addresses: {
          [String(coinType)]: { address: getAddress(address), created: String(seconds) },
        },
        attributes: (attributes as WireProfileAccount['attributes'] | undefined) ?? {},
      }
      registered.set(name, entry)
      return entry
    },
    clear: () => registered.clear(),
  }
}
