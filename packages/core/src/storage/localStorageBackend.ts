import { noopBackend } from './noopBackend.js'
import type { StorageBackend } from './types.js'

/**
 * The browser's localStorage as a backend. Where there is no `window` (SSR, Node) or reaching
 * localStorage throws (sandboxed frames, blocked cookies), it returns a backend that stores
 * nothing instead. Write failures (quota, Safari private mode) are left to `createStorage`,
 * which catches and logs them.
 *
 * @example
 * import { localStorageBackend } from '@gangway/core'
 * import { createStorage } from '@gangway/core/internal'
 * const storage = createStorage(localStorageBackend())
 */
/* @__NO_SIDE_EFFECTS__ */
export function localStorageBackend(): StorageBackend {
  let local: globalThis.Storage | undefined
  try {
    local = typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    local = undefined
  }
  // The Storage object itself fits the backend contract (createStorage calls it as methods).
  return local ?? noopBackend()
}
