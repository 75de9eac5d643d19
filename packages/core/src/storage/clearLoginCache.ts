import type { Storage } from './createStorage.js'
import { STORAGE_KEYS } from './keys.js'

/**
 * Clears the embedded-login cache. Spec §4: "Sign-out or a not-connected check clears the login
 * cache (flag, email, last chain, social username)".
 *
 * @example
 * import { clearLoginCache } from '@gangway/core'
 * clearLoginCache(engine.storage)
 */
export function clearLoginCache(storage: Storage): void {
  storage.remove(STORAGE_KEYS.emailLoginUsed)
  storage.remove(STORAGE_KEYS.email)
  storage.remove(STORAGE_KEYS.lastUsedChain)
  storage.remove(STORAGE_KEYS.socialUsername)
}
