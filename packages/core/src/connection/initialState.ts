import type { ModalConfig } from '../config/types.js'
import { isChainNamespace } from '../networks/namespaces.js'
import { cookieBackend } from '../storage/cookieBackend.js'
import { createStorage } from '../storage/createStorage.js'
import {
  AddressCheck,
  accountAddressKey,
  activeNamespaceKey,
  activeNetworkKey,
  connectionStatusKey,
  connectorIdKey,
} from '../storage/keys.js'
import type { AccountState, CaipNetworkId, ChainNamespace, Network } from '../types.js'
import { object, optional, record, rule, string } from '../validation/checks.js'

/** What a namespace's cookies hold: its last-used network and, when connected, the connection. */
export type InitialNamespaceState = {
  networkId?: CaipNetworkId
  /** Set with `address` when the visitor was connected: the wallet's connector id. */
  connectorId?: string
  address?: string
}

/**
 * The state a returning visitor's cookies hold, read on the server by `cookieToInitialState` and
 * passed as `initialState` to `createModal`, so the server renders what the client's first render
 * will. Plain JSON: a server component can hand it to a client component as a prop.
 */
export type InitialState = {
  activeNamespace?: ChainNamespace
  namespaces: Partial<Record<ChainNamespace, InitialNamespaceState>>
}

const Text = /* @__PURE__ */ optional(string)
/** The check `parseConfig` runs on `initialState` (it crosses from server to client). */
export const InitialStateSchema = /* @__PURE__ */ object({
  activeNamespace: /* @__PURE__ */ optional(
    /* @__PURE__ */ rule(isChainNamespace, 'Invalid input: expected a CAIP-2 namespace'),
  ),
  namespaces: /* @__PURE__ */ record(
    /* @__PURE__ */ object({
      networkId: Text,
      connectorId: Text,
      address: /* @__PURE__ */ optional(AddressCheck),
    }),
  ),
})

/**
 * Reads the initial state from a request's `Cookie` header, on the server, for a host that keeps
 * Gangway's state in cookies (`storage: 'cookie'` with `cookieBackend()`). Networks the config
 * does not have and namespaces it does not serve are left out; a connection without its wallet,
 * network or address is left out. Never throws: a missing or unreadable header gives an empty
 * state.
 *
 * @param config - the config the modal is created with (its networks and adapters are read).
 * @param cookieHeader - the request's `Cookie` header (`headers().get('cookie')` in Next.js).
 *
 * @example
 * // app/layout.tsx (a server component)
 * import { cookieToInitialState } from '@gangway/modal-shell'
 * import { headers } from 'next/headers'
 * const initialState = cookieToInitialState(config, (await headers()).get('cookie'))
 * return <Providers initialState={initialState}>{children}</Providers>
 */
export function cookieToInitialState(
  config: Pick<ModalConfig, 'networks' | 'adapters'>,
  cookieHeader: string | null | undefined,
): InitialState {
  const state: InitialState = { namespaces: {} }
  if (typeof cookieHeader !== 'string' || !cookieHeader) return state
  // The cookie backend reads both the `__Host-` names (https pages) and the plain ones.
  const storage = createStorage(
    cookieBackend({ cookie: cookieHeader, location: { protocol: 'https:' } }),
  )
  // createStorage's get never throws: an unreadable value reads as absent.
  const read = storage.get
  const networks = config.networks ?? []
  const namespaces = new Set<ChainNamespace>([
    ...networks.map((n) => n.chainNamespace),
    ...(config.adapters ?? []).map((a) => a.namespace),
  ])
  for (const namespace of namespaces) {
    const networkId = read(activeNetworkKey(namespace))
    const known = networks.some(
      (n) => n.caipNetworkId === networkId && n.chainNamespace === namespace,
    )
    const entry: InitialNamespaceState = known ? { networkId } : {}
    const connectorId = read(connectorIdKey(namespace))
    const address = read(accountAddressKey(namespace))
    if (read(connectionStatusKey(namespace)) === 'connected' && connectorId && address && known)
      Object.assign(entry, { connectorId, address })
    if (Object.keys(entry).length) state.namespaces[namespace] = entry
  }
  const active = read(activeNamespaceKey)
  if (active && namespaces.has(active)) state.activeNamespace = active
  return state
}

/**
 * Applies an initial state to the stores a new engine starts with: the active namespace, each
 * namespace's network, and a stored connection as `reconnecting` with its address (the restore
 * then confirms it with the wallet, or ends it). Only namespaces with an adapter connect.
 * @internal
 */
export function seedInitialState(
  initial: InitialState,
  seed: {
    networks: readonly Network[]
    hasAdapter: (namespace: ChainNamespace) => boolean
    activeNetworks: Partial<Record<ChainNamespace, Network>>
    accounts: Partial<Record<ChainNamespace, AccountState>>
  },
): ChainNamespace | undefined {
  for (const [ns, entry] of Object.entries(initial.namespaces)) {
    const namespace = ns as ChainNamespace
    const network = seed.networks.find(
      (n) => n.caipNetworkId === entry?.networkId && n.chainNamespace === namespace,
    )
    const account = seed.accounts[namespace]
    if (!network || !account) continue
    seed.activeNetworks[namespace] = network
    if (entry?.address && entry.connectorId && seed.hasAdapter(namespace))
      seed.accounts[namespace] = {
        ...account,
        status: 'reconnecting',
        address: entry.address,
        caipAddress: `${network.caipNetworkId}:${entry.address}`,
      }
  }
  const active = initial.activeNamespace
  return active && seed.accounts[active] ? active : undefined
}
