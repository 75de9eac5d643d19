import * as v from 'valibot'
import { CHAIN_NAMESPACES } from '../networks/namespaces.js'
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
const NamespaceSchema = v.picklist(CHAIN_NAMESPACES)
const StatusSchema = v.picklist(['connected', 'disconnected'] as const)
const RecentWalletsSchema = v.array(
  v.object({
    id: v.string(),
    name: v.string(),
    icon: v.optional(v.string()),
    rdns: v.optional(v.string()),
  }),
)
// Spec §4: "Smart-account networks are saved as a comma list".
const CommaListSchema = v.pipe(
  v.string(),
  v.transform((list) => (list ? list.split(',') : [])),
)

/**
 * Every key Gangway stores in the browser, each `gw:`-prefixed and typed by its value. Spec §3
 * "Stored browser keys: email-login-used flag, email, social username, last-used chain, last
 * email-login time, smart-account-enabled networks", plus recent wallets and the per-namespace
 * connection keys (call the factory with a namespace).
 *
 * @example
 * import { STORAGE_KEYS, createStorage } from '@gangway/core'
 * const storage = createStorage()
 * storage.set(STORAGE_KEYS.connectionStatus('eip155'), 'connected')
 * storage.get(STORAGE_KEYS.email) // string | undefined
 */
export const STORAGE_KEYS = {
  emailLoginUsed: key('gw:email-login-used', v.boolean()),
  email: key('gw:email', v.string()),
  socialUsername: key('gw:social-username', v.string()),
  lastUsedChain: key('gw:last-used-chain', CaipNetworkIdSchema),
  lastEmailLoginTime: key('gw:last-email-login-time', v.number()),
  /** Network ids with smart accounts enabled; stored as one comma list, read back as a list. */
  smartAccountNetworks: key<string[]>('gw:smart-account-networks', CommaListSchema, (ids) =>
    ids.join(','),
  ),
  /** Newest first, at most RECENT_WALLETS_MAX; write it with `addRecentWallet`. */
  recentWallets: key<RecentWallet[]>('gw:recent-wallets', RecentWalletsSchema),
  activeNamespace: key<ChainNamespace>('gw:active-namespace', NamespaceSchema),
  connectionStatus: (namespace: ChainNamespace) =>
    key<StoredConnectionStatus>(`gw:connection-status:${namespace}`, StatusSchema),
  connectorId: (namespace: ChainNamespace) => key(`gw:connector-id:${namespace}`, v.string()),
  activeNetwork: (namespace: ChainNamespace) =>
    key(`gw:active-network:${namespace}`, CaipNetworkIdSchema),
} as const
