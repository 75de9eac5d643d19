import { noopBackend } from './noopBackend.js'
import type { StorageBackend } from './types.js'

/** The part of `document` the cookie backend uses. */
export type CookieDocument = { cookie: string }

const MAX_AGE_S = 60 * 60 * 24 * 365

/**
 * `document.cookie` as a backend (spec §7: "cookie and local storage persist state"), for hosts
 * that render on the server and read the cookie there. Cookies are `path=/`, `SameSite=Lax`,
 * kept a year, with names and values URI-encoded. Without a document (SSR) it stores nothing.
 *
 * @param doc - the document to use; defaults to the global `document` when there is one.
 *
 * @example
 * import { cookieBackend } from '@gangway/core'
 * import { createStorage } from '@gangway/core/internal'
 * const storage = createStorage(cookieBackend())
 */
/* @__NO_SIDE_EFFECTS__ */
export function cookieBackend(
  doc: CookieDocument | undefined = typeof document === 'undefined' ? undefined : document,
): StorageBackend {
  if (!doc) return noopBackend()
  const write = (key: string, value: string, maxAge: number) => {
    doc.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; path=/; SameSite=Lax; max-age=${maxAge}`
  }
  return {
    getItem(key) {
      const name = encodeURIComponent(key)
      for (const part of doc.cookie.split(';')) {
        const eq = part.indexOf('=')
        if (eq === -1 || part.slice(0, eq).trim() !== name) continue
        const raw = part.slice(eq + 1).trim()
        try {
          return decodeURIComponent(raw)
        } catch {
          // Malformed encoding: hand back the raw text; createStorage drops it as corrupt.
          return raw
        }
      }
      return null
    },
    setItem: (key, value) => write(key, value, MAX_AGE_S),
    removeItem: (key) => write(key, '', 0),
  }
}
