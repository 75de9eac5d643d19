import * as v from 'valibot'
import { RECENT_WALLETS_MAX } from '../constants/constants.js'
import { toDisplayName } from '../format/toDisplayName.js'
import { isChainNamespace } from '../networks/namespaces.js'
import type { CaipNetworkId, ChainNamespace } from '../types.js'
import type { RecentWallet, StorageKey, StoredConnectionStatus } from './types.js'

/* @__NO_SIDE_EFFECTS__ */
function key<TValue>(
  name: `gw:${string}`,
  schema: v.GenericSchema<unknown, TValue>,
  encode?: (value: TValue) => unknown,
): StorageKey<TValue> {
  return encode ? { name, schema, encode } : { name, schema }
}

const CaipNetworkIdSchema = v.custom<CaipNetworkId>(
  (value) => typeof value === 'string' && /^[^:]+:[^:]+$/.test(value),
)
const NamespaceSchema = v.custom<ChainNamespace>(isChainNamespace)
const StatusSchema = v.picklist(['connected', 'disconnected'] as const)
// Capped on read too (spec §9 "Recent wallets: max 2"): storage is the page's to change, and
// 300 stored rows must not render 300 entries. Names are shown: display-safe.
const RecentWalletsSchema = /* @__PURE__ */ v.pipe(
  /* @__PURE__ */ v.array(
    /* @__PURE__ */ v.object({
      id: /* @__PURE__ */ v.string(),
      name: /* @__PURE__ */ v.pipe(
        /* @__PURE__ */ v.string(),
        /* @__PURE__ */ v.transform((name: string) => toDisplayName(name)),
      ),
      icon: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
      rdns: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    }),
  ),
  /* @__PURE__ */ v.transform((wallets) => wallets.slice(0, RECENT_WALLETS_MAX)),
)
// Spec §4: "Smart-account networks are saved as a comma list".
// `/* @__PURE__ */`: bundlers do not see through valibot's own annotations, and the engine
// never reads this key, so the schema (and v.transform) can go from its bundle.
const CommaListSchema = /* @__PURE__ */ v.pipe(
  /* @__PURE__ */ v.string(),
  /* @__PURE__ */ v.transform((list: string) => (list ? list.split(',') : [])),
)

// One const per key, so the engine bundles only the keys it reads or writes; STORAGE_KEYS below
// is the public face. Internal: not exported from the package.
export const emailLoginUsedKey = key('gw:email-login-used', v.boolean())
export const emailKey = key('gw:email', v.string())
export const socialUsernameKey = key('gw:social-username', v.string())
export const lastUsedChainKey = key('gw:last-used-chain', CaipNetworkIdSchema)
const lastEmailLoginTimeKey = key('gw:last-email-login-time', /* @__PURE__ */ v.number())
const smartAccountNetworksKey = key<string[]>('gw:smart-account-networks', CommaListSchema, (ids) =>
  ids.join(','),
)
export const recentWalletsKey = key<RecentWallet[]>('gw:recent-wallets', RecentWalletsSchema)
export const activeNamespaceKey = key<ChainNamespace>('gw:active-namespace', NamespaceSchema)
/* @__NO_SIDE_EFFECTS__ */
export function connectionStatusKey(namespace: ChainNamespace): StorageKey<StoredConnectionStatus> {
  return key(`gw:connection-status:${namespace}`, StatusSchema)
}
/* @__NO_SIDE_EFFECTS__ */
export function connectorIdKey(namespace: ChainNamespace): StorageKey<string> {
  return key(`gw:connector-id:${namespace}`, v.string())
}
/* @__NO_SIDE_EFFECTS__ */
export function activeNetworkKey(namespace: ChainNamespace): StorageKey<CaipNetworkId> {
  return key(`gw:active-network:${namespace}`, CaipNetworkIdSchema)
}

/**
 * Every key Gangway stores in the browser, each `gw:`-prefixed and typed by its value. Spec §3
 * "Stored browser keys: email-login-used flag, email, social username, last-used chain, last
 * email-login time, smart-account-enabled networks", plus recent wallets and the per-namespace
 * connection keys (call the factory with a namespace).
 *
 * @example
 * import { STORAGE_KEYS, createStorage } from '@gangway/core/internal'
 * const storage = createStorage()
 * storage.set(STORAGE_KEYS.connectionStatus('eip155'), 'connected')
 * storage.get(STORAGE_KEYS.email) // string | undefined
 */
export const STORAGE_KEYS = {
  emailLoginUsed: emailLoginUsedKey,
  email: emailKey,
  socialUsername: socialUsernameKey,
  lastUsedChain: lastUsedChainKey,
  lastEmailLoginTime: lastEmailLoginTimeKey,
  /** Network ids with smart accounts enabled; stored as one comma list, read back as a list. */
  smartAccountNetworks: smartAccountNetworksKey,
  /** Newest first, at most RECENT_WALLETS_MAX; write it with `addRecentWallet`. */
  recentWallets: recentWalletsKey,
  activeNamespace: activeNamespaceKey,
  connectionStatus: connectionStatusKey,
  connectorId: connectorIdKey,
  activeNetwork: activeNetworkKey,
} as const
