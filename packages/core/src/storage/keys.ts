import { RECENT_WALLETS_MAX } from '../constants/constants.js'
import { toDisplayName } from '../format/toDisplayName.js'
import { isChainNamespace } from '../networks/namespaces.js'
import type { CaipNetworkId, ChainNamespace } from '../types.js'
import {
  array,
  type Check,
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
): StorageKey<TValue> {
  return { name, read: (value) => (passes(check, value) ? output(value as never) : undefined) }
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
// is the public face. Internal: not exported from the package. A feature's own keys (the
// embedded login's email, flag and smart-account networks) live with the feature.
// Spec §3 "last-used chain": core writes it on each connection; the login cache clears it too.
export const lastUsedChainKey = /* @__PURE__ */ key<CaipNetworkId>(
  'gw:last-used-chain',
  CaipNetworkIdCheck,
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

// An account address as wallets give it (hex, base58, bech32): shown as text, so only these
// characters, and no longer than any chain's address.
export const AddressCheck = /* @__PURE__ */ rule(
  (value) => typeof value === 'string' && /^[0-9A-Za-z]{1,128}$/.test(value),
  'Invalid input: expected an account address (letters and digits)',
)
/**
 * The connected account's address, so a server can render the account button a returning
 * visitor will see (`cookieToInitialState`); written while connected, removed on disconnect.
 */
/* @__NO_SIDE_EFFECTS__ */
export function accountAddressKey(namespace: ChainNamespace): StorageKey<string> {
  return key(`gw:account-address:${namespace}`, AddressCheck)
}

/**
 * Every key core stores in the browser, each `gw:`-prefixed and typed by its value: the
 * last-used chain (spec §3), recent wallets and the per-namespace connection keys (call the
 * factory with a namespace). Features declare their own keys (the auth feature: the login flag,
 * email, social username, login time and smart-account networks of spec §3).
 *
 * @example
 * import { STORAGE_KEYS, createStorage } from '@gangway/core/internal'
 * const storage = createStorage()
 * storage.set(STORAGE_KEYS.connectionStatus('eip155'), 'connected')
 * storage.get(STORAGE_KEYS.lastUsedChain) // CaipNetworkId | undefined
 */
export const STORAGE_KEYS = {
  lastUsedChain: lastUsedChainKey,
  /** Newest first, at most RECENT_WALLETS_MAX; write it with `addRecentWallet`. */
  recentWallets: recentWalletsKey,
  activeNamespace: activeNamespaceKey,
  connectionStatus: connectionStatusKey,
  connectorId: connectorIdKey,
  activeNetwork: activeNetworkKey,
  accountAddress: accountAddressKey,
} as const
