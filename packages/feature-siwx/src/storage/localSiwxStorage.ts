import type { FeatureStorage } from '../internal/core.js'
import { sessionListSchema } from '../session/sessionSchema.js'
import type { SiwxStorage } from '../types.js'
import { createListStorage, type SessionRules } from './createListStorage.js'

/** The storage key, under the feature's namespace (`gw:f:siwx:sessions`). */
const KEY = 'sessions'

/**
 * The default storage: the sessions in the engine's storage (localStorage in a browser), one JSON
 * value parsed with the session schema on every read (a corrupt value is removed), re-verified on
 * read against `rules` (see `createListStorage`).
 */
export function localSiwxStorage(storage: FeatureStorage, rules: SessionRules): SiwxStorage {
  return createListStorage(
    {
      read: () => storage.get(KEY, sessionListSchema) ?? [],
      write: (sessions) => (sessions.length ? storage.set(KEY, sessions) : storage.remove(KEY)),
    },
    rules,
  )
}
