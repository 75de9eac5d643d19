import { noopBackend } from './noopBackend.js'
import type { StorageBackend } from './types.js'

/** The part of `document` the cookie backend uses. */
export type CookieDocument = { cookie: string; location?: { protocol: string } }

const MAX_AGE_S = 60 * 60 * 24 * 365
/**
 * `document.cookie` as a backend (spec §7: "cookie and local storage persist state"), for hosts
 * that render on the server and read the cookie there. Cookies are `path=/`, `SameSite=Lax`,
 * kept a year, with names and values URI-encoded; on an https page they are `Secure` and named
 * `__Host-…` (no other site or subdomain can set them; a cookie of the plain name is still
 * read). It is `sharedWithServer`: keys a feature marks `sensitive` (the login email, the social
 * username) are never put in a cookie (`createStorage` reads nothing for them and clears any old
 * cookie on write). Without a document (SSR) it stores nothing.
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
  const secure = doc.location?.protocol === 'https:'
  const names = (key: string) => {
    const plain = encodeURIComponent(key)
    return secure ? [`__Host-${plain}`, plain] : [plain]
  }
  const write = (name: string, value: string, maxAge: number) => {
    doc.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax; max-age=${maxAge}${secure ? '; Secure' : ''}`
  }
  const read = (name: string) => {
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
  }
  const remove = (key: string) => {
    for (const name of names(key)) if (read(name) !== null) write(name, '', 0)
  }
  return {
    getItem(key) {
      for (const name of names(key)) {
        const value = read(name)
        if (value !== null) return value
      }
      return null
    },
    setItem(key, value) {
      const [name = ''] = names(key)
      write(name, value, MAX_AGE_S)
    },
    removeItem: remove,
    sharedWithServer: true,
  }
}
