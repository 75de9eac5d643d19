import { AUTH_CONNECTOR_ID } from './constants.js'
import {
  type Engine,
  onDisconnect,
  STORAGE_KEYS,
  type Storage,
  type StorageKey,
} from './internal/core.js'

// Stored values are the page's to change: each key checks what it reads back (a value that fails
// is dropped by core's storage).
const asString = (json: unknown) => (typeof json === 'string' ? json : undefined)

/** The login flag: a stored login starts the frame on load (spec §3 "email-login-used flag"). */
const emailLoginUsed: StorageKey<boolean> = {
  name: 'gw:email-login-used',
  read: (json) => (typeof json === 'boolean' ? json : undefined),
}
/** The account's email; sensitive: never in a cookie (it would go to the host with each request). */
const email: StorageKey<string> = { name: 'gw:email', read: asString, sensitive: true }
/** The social login's user name; sensitive, like the email. */
const socialUsername: StorageKey<string> = {
  name: 'gw:social-username',
  read: asString,
  sensitive: true,
}
/** When the last email code was sent (ms): the resend wait survives a reload. */
const lastEmailLoginTime: StorageKey<number> = {
  name: 'gw:last-email-login-time',
  read: (json) => (typeof json === 'number' && !Number.isNaN(json) ? json : undefined),
}
/** Spec §4: "Smart-account networks are saved as a comma list"; read back as a list. */
const smartAccountNetworks: StorageKey<string[]> = {
  name: 'gw:smart-account-networks',
  read: (json) => (typeof json === 'string' ? (json ? json.split(',') : []) : undefined),
  encode: (ids) => ids.join(','),
}

/**
 * The auth feature's stored browser keys (spec §3 "Stored browser keys: email-login-used flag,
 * email, social username, last-used chain, last email-login time, smart-account-enabled
 * networks"; the last-used chain is core's `STORAGE_KEYS.lastUsedChain`).
 */
export const AUTH_STORAGE_KEYS = {
  emailLoginUsed,
  email,
  socialUsername,
  lastEmailLoginTime,
  smartAccountNetworks,
} as const

/**
 * Clears the embedded-login cache. Spec §4: "Sign-out or a not-connected check clears the login
 * cache (flag, email, last chain, social username)".
 */
export function clearLoginCache(storage: Storage): void {
  storage.remove(emailLoginUsed)
  storage.remove(email)
  storage.remove(STORAGE_KEYS.lastUsedChain)
  storage.remove(socialUsername)
}

/**
 * Clears the login cache whenever the embedded wallet's connection ends (the visitor's sign-out,
 * or the frame's). @returns the hook's removal, for `ctx.onStop`.
 */
export function clearLoginCacheOnDisconnect(engine: Engine): () => void {
  return onDisconnect(engine, ({ connectorId }) => {
    if (connectorId === AUTH_CONNECTOR_ID) clearLoginCache(engine.storage)
  })
}
