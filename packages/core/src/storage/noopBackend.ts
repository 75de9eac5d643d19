import type { StorageBackend } from './types.js'

/** A backend that stores nothing (SSR, blocked storage). */
/* @__NO_SIDE_EFFECTS__ */
export function noopBackend(): StorageBackend {
  return { getItem: () => null, setItem: () => {}, removeItem: () => {} }
}
