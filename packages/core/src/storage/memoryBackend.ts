import type { StorageBackend } from './types.js'

/**
 * A backend that keeps values in memory for the life of the page (tests, SSR, privacy modes).
 *
 * @example
 * import { memoryBackend } from '@gangway/core'
 * import { createStorage } from '@gangway/core/internal'
 * const storage = createStorage(memoryBackend())
 */
/* @__NO_SIDE_EFFECTS__ */
export function memoryBackend(): StorageBackend {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, String(value))
    },
    removeItem: (key) => {
      values.delete(key)
    },
  }
}
