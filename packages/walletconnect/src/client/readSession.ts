import * as v from 'valibot'
import { type CaipNetworkId, type ChainNamespace, isChainNamespace } from '../internal/core.js'

/** One account of a session: its CAIP-2 chain and the address on it. */
export type SessionAccount = { chainId: CaipNetworkId; address: string }

/** What a session grants in one namespace (spec §3 "Session: topic, namespaces (accounts, chains, methods, events)"). */
export type SessionNamespace = {
  chains: CaipNetworkId[]
  accounts: SessionAccount[]
  methods: string[]
  events: string[]
}

/** A WalletConnect session, after checking what the wallet sent. */
export type RemoteSession = {
  topic: string
  pairingTopic: string | undefined
  /** Seconds since epoch. */
  expiry: number
  /** The wallet: its name (text only) and an icon when it is https: or an inline image. */
  peer: { name: string; icon: string | undefined }
  namespaces: Partial<Record<ChainNamespace, SessionNamespace>>
}

const PEER_NAME_MAX = 64
const FALLBACK_NAME = 'WalletConnect'
const SAFE_ICON = /^(https:\/\/|data:image\/)/i
// CAIP-2 / CAIP-10 grammar.
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const CAIP10 = /^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/

const Strings = v.fallback(v.array(v.unknown()), [])
const NamespaceSchema = v.object({
  accounts: Strings,
  chains: v.optional(Strings),
  methods: v.optional(Strings),
  events: v.optional(Strings),
})
const SessionSchema = v.object({
  topic: v.pipe(v.string(), v.nonEmpty()),
  pairingTopic: v.optional(v.string()),
  expiry: v.number(),
  namespaces: v.record(v.string(), v.unknown()),
  peer: v.optional(
    v.object({
      metadata: v.optional(
        v.object({ name: v.optional(v.unknown()), icons: v.optional(v.unknown()) }),
      ),
    }),
  ),
})

const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''

/**
 * Reads a session the wallet approved (or storage restored): untrusted data, so accounts,
 * chains and methods that break the CAIP grammar are dropped (what an address of a family looks
 * like is its adapter's to check), keys that are no CAIP-2 namespace are left out, the
 * peer name is kept as plain text and the icon only when it is an https: URL or an inline
 * image.
 *
 * @returns the session, or `undefined` when its shape is unusable.
 * @example
 * const session = readSession(await approval())
 * session?.namespaces.eip155?.accounts // [{ chainId: 'eip155:1', address: '0x…' }]
 */
export function readSession(struct: unknown): RemoteSession | undefined {
  const parsed = v.safeParse(SessionSchema, struct)
  if (!parsed.success) return undefined
  const { topic, pairingTopic, expiry, namespaces: raw, peer } = parsed.output

  const namespaces: Partial<Record<ChainNamespace, SessionNamespace>> = {}
  for (const [key, value] of Object.entries(raw)) {
    // CAIP-25 keys are a namespace (`eip155`) or one chain of it (`eip155:1`).
    const [namespace, reference] = key.split(':')
    if (!namespace || !isChainNamespace(namespace)) continue
    const item = v.safeParse(NamespaceSchema, value)
    if (!item.success) continue
    const entry = namespaces[namespace] ?? { chains: [], accounts: [], methods: [], events: [] }
    namespaces[namespace] = entry
    const addChain = (chain: string) => {
      if (
        CAIP2.test(chain) &&
        chain.startsWith(`${namespace}:`) &&
        !entry.chains.includes(chain as CaipNetworkId)
      )
        entry.chains.push(chain as CaipNetworkId)
    }
    if (reference) addChain(key)
    for (const chain of item.output.chains ?? []) if (isText(chain)) addChain(chain)
    for (const account of item.output.accounts) {
      const match = isText(account) ? CAIP10.exec(account) : null
      const [, chainId, address] = match ?? []
      if (!chainId || !address || !chainId.startsWith(`${namespace}:`)) continue
      addChain(chainId)
      if (!entry.accounts.some((a) => a.chainId === chainId && a.address === address))
        entry.accounts.push({ chainId: chainId as CaipNetworkId, address })
    }
    for (const method of item.output.methods ?? [])
      if (isText(method) && !entry.methods.includes(method)) entry.methods.push(method)
    for (const event of item.output.events ?? [])
      if (isText(event) && !entry.events.includes(event)) entry.events.push(event)
  }
  for (const namespace of Object.keys(namespaces) as ChainNamespace[]) {
    if (!namespaces[namespace]?.accounts.length) delete namespaces[namespace]
  }

  const name = peer?.metadata?.name
  const icons = peer?.metadata?.icons
  const icon = Array.isArray(icons)
    ? icons.find((i): i is string => isText(i) && SAFE_ICON.test(i))
    : undefined
  return {
    topic,
    pairingTopic,
    expiry,
    peer: {
      name: isText(name) && name.trim() ? name.trim().slice(0, PEER_NAME_MAX) : FALLBACK_NAME,
      icon,
    },
    namespaces,
  }
}
