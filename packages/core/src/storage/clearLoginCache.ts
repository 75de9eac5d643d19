import type { Storage } from './createStorage.js'
import { emailKey, emailLoginUsedKey, lastUsedChainKey, socialUsernameKey } from './keys.js'

/**
 * Clears the embedded-login cache. Spec §4: "Sign-out or a not-connected check clears the login
 * cache (flag, email, last chain, social username)".
 *
 * @example
 * import { clearLoginCache } from '@gangway/core/internal'
 * clearLoginCache(engine.storage)
 */
export function clearLoginCache(storage: Storage): void {
  storage.remove(emailLoginUsedKey)
  storage.remove(emailKey)
  storage.remove(lastUsedChainKey)
  storage.remove(socialUsernameKey)
}
