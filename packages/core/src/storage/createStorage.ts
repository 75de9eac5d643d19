import type { Logger } from '../types.js'
import { localStorageBackend } from './localStorageBackend.js'
import type { StorageBackend, StorageKey } from './types.js'

/** Typed access to the stored keys of `STORAGE_KEYS`. Never throws. */
export type Storage = {
  /** The stored value, or `undefined` when absent, unreadable, corrupt or foreign. */
  get<TValue>(key: StorageKey<TValue>): TValue | undefined
  set<TValue>(key: StorageKey<TValue>, value: NoInfer<TValue>): void
  remove(key: StorageKey<unknown>): void
}

/** Options of `createStorage`. */
export type CreateStorageOptions = {
  /** Receives a warning when the backend fails or a corrupt value is dropped. */
  logger?: Logger
}

/**
 * Creates typed storage over a backend (localStorage by default). Values are JSON-encoded and,
 * when read, checked by the key's `read`: a corrupt or foreign value is removed and
 * `undefined` returned. A key marked `sensitive` is never stored in a backend `sharedWithServer`
 * (the cookie backend): it reads as absent, and writing it clears any old value. A failing backend (quota, privacy mode) never throws to the caller; the
 * failure goes to the logger. Works in Node without `window`.
 *
 * @example
 * import { STORAGE_KEYS, createStorage } from '@gangway/core/internal'
 * const storage = createStorage()
 * storage.set(STORAGE_KEYS.lastUsedChain, 'eip155:1')
 * storage.get(STORAGE_KEYS.lastUsedChain) // 'eip155:1'
 */
/* @__NO_SIDE_EFFECTS__ */
export function createStorage(
  backend: StorageBackend = localStorageBackend(),
  options: CreateStorageOptions = {},
): Storage {
  const { logger } = options

  const remove = (name: string) => {
    try {
      backend.removeItem(name)
    } catch (error) {
      logger?.warn(`storage: cannot remove ${name}`, error)
    }
  }

  // A sensitive value never goes to a backend a server reads (spec §7 cookie storage). Strictly
  // `true`: localStorage itself is the default backend, and it answers any property name with
  // the item stored under it.
  const withheld = (key: StorageKey<unknown>) => key.sensitive && backend.sharedWithServer === true

  return {
    get(key) {
      if (withheld(key)) return undefined
      let raw: string | null
      try {
        raw = backend.getItem(key.name)
      } catch (error) {
        logger?.warn(`storage: cannot read ${key.name}`, error)
        return undefined
      }
      if (raw === null || raw === undefined) return undefined
      let json: unknown
      try {
        json = JSON.parse(raw)
      } catch {
        json = undefined
      }
      const value = json === undefined ? undefined : key.read(json)
      if (value !== undefined) return value
      logger?.warn(`storage: dropped an unreadable value of ${key.name}`)
      remove(key.name)
      return undefined
    },
    set(key, value) {
      if (value === undefined || withheld(key)) return remove(key.name)
      try {
        backend.setItem(key.name, JSON.stringify(key.encode ? key.encode(value) : value))
      } catch (error) {
        logger?.warn(`storage: cannot write ${key.name}`, error)
      }
    },
    remove: (key) => remove(key.name),
  }
}

// The backends, re-exported here for callers that import storage from one place.
export { cookieBackend } from './cookieBackend.js'
export { localStorageBackend } from './localStorageBackend.js'
export { memoryBackend } from './memoryBackend.js'
export type { StorageBackend, StorageKey } from './types.js'
