import { RECENT_WALLETS_MAX } from '../constants/constants.js'
import { toDisplayName } from '../format/toDisplayName.js'
import { isChainNamespace } from '../networks/namespaces.js'
import type { CaipNetworkId, ChainNamespace } from '../types.js'
import {
  array,
  boolean,
  type Check,
  number,
  object,
  optional,
  passes,
  picklist,
  rule,
  string,
} from '../validation/checks.js'
import type { RecentWallet, StorageKey, StoredConnectionStatus } from './types.js'

/** A key whose stored value must pass `check`; `output` reshapes it on read. */
/* @__NO_SIDE_EFFECTS__ */
function key<TValue>(
  name: `gw:${string}`,
  check: Check,
  output: (value: never) => TValue = (value) => value,
  encode?: (value: TValue) => unknown,
): StorageKey<TValue> {
  const read = (value: unknown) => (passes(check, value) ? output(value as never) : undefined)
  return encode ? { name, read, encode } : { name, read }
}

// Stored values need no message: one that fails its check is dropped (createStorage).
const CaipNetworkIdCheck = /* @__PURE__ */ rule(
  (value) => typeof value === 'string' && /^[^:]+:[^:]+$/.test(value),
  '',
)
// Capped on read too (spec §9 "Recent wallets: max 2"): storage is the page's to change, and
// 300 stored rows must not render 300 entries. Names are shown: display-safe. Only the known
// fields are kept.
const RecentWalletsCheck = /* @__PURE__ */ array(
  /* @__PURE__ */ object({
    id: string,
    name: string,
    icon: /* @__PURE__ */ optional(string),
    rdns: /* @__PURE__ */ optional(string),
  }),
)
const toRecentWallets = (wallets: RecentWallet[]): RecentWallet[] =>
  wallets.slice(0, RECENT_WALLETS_MAX).map(({ id, name, icon, rdns }) => ({
    id,
    name: toDisplayName(name),
    ...(icon === undefined ? {} : { icon }),
    ...(rdns === undefined ? {} : { rdns }),
  }))

// One const per key, so the engine bundles only the keys it reads or writes; STORAGE_KEYS below
// is the public face. Internal: not exported from the package.
export const emailLoginUsedKey = /* @__PURE__ */ key<boolean>('gw:email-login-used', boolean)
export const emailKey = /* @__PURE__ */ key<string>('gw:email', string)
export const socialUsernameKey = /* @__PURE__ */ key<string>('gw:social-username', string)
export const lastUsedChainKey = /* @__PURE__ */ key<CaipNetworkId>(
  'gw:last-used-chain',
  CaipNetworkIdCheck,
)
const lastEmailLoginTimeKey = /* @__PURE__ */ key<number>('gw:last-email-login-time', number)
// Spec §4: "Smart-account networks are saved as a comma list".
const smartAccountNetworksKey = /* @__PURE__ */ key<string[]>(
  'gw:smart-account-networks',
  string,
  (list: string) => (list ? list.split(',') : []),
  (ids) => ids.join(','),
)
export const recentWalletsKey = /* @__PURE__ */ key<RecentWallet[]>(
  'gw:recent-wallets',
  RecentWalletsCheck,
  toRecentWallets,
)
export const activeNamespaceKey = /* @__PURE__ */ key<ChainNamespace>(
  'gw:active-namespace',
  /* @__PURE__ */ rule(isChainNamespace, ''),
)
/* @__NO_SIDE_EFFECTS__ */
export function connectionStatusKey(namespace: ChainNamespace): StorageKey<StoredConnectionStatus> {
  return key(`gw:connection-status:${namespace}`, picklist(['connected', 'disconnected']))
}
/* @__NO_SIDE_EFFECTS__ */
export function connectorIdKey(namespace: ChainNamespace): StorageKey<string> {
  return key(`gw:connector-id:${namespace}`, string)
}
/* @__NO_SIDE_EFFECTS__ */
export function activeNetworkKey(namespace: ChainNamespace): StorageKey<CaipNetworkId> {
  return key(`gw:active-network:${namespace}`, CaipNetworkIdCheck)
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
