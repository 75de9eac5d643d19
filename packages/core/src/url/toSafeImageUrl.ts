/** Longest data: URL an image may be (a generated avatar or wallet icon is a few KB; a photo is not inlined). */
export const MAX_DATA_URL = 200_000

/**
 * The data: images we show: raster types and SVG, with optional parameters (`charset=utf-8`) and
 * optional base64. SVG is allowed on purpose: EIP-6963 wallets announce their icons as
 * `data:image/svg+xml` URLs, and an SVG shown through `<img>` is inert (no scripts, no external
 * loads); it could only run script as a document of its own, and Gangway never navigates to, frames
 * or links an image URL (browsers also refuse top-level navigation to data: URLs).
 */
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)(;[\w.+-]+=[\w.+-]+)*(;base64)?,/i

/**
 * Loopback host names an `http:` image may use (the devstack, a local node). Compared against the
 * hostname the URL parser found, so `http://localhost:@evil.example/` (userinfo `localhost:`, host
 * `evil.example`) and `http://localhost.evil.example/` are refused.
 */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname)
}

/**
 * The one image-URL policy of Gangway: whether an untrusted URL (a wallet's icon, a token icon, an
 * NFT preview, an ENS avatar) may reach an `<img src>`. Allowed: `https:`; `blob:` (object URLs
 * the page made, e.g. core's service-image cache); `data:image/` png, jpeg, gif, webp, avif or
 * svg+xml up to 200 kB; and `http:` only on a loopback host (`localhost`, `127.x.x.x`, `[::1]`).
 * Everything else (javascript:, other data: types, relative paths, http on another host) is
 * refused, and the caller shows a placeholder instead.
 *
 * @param url Any value; only strings can pass.
 * @returns The URL to use (trimmed; http, https and blob URLs as the URL parser serialised them,
 * so what was checked is what loads), or `undefined` when it is not safe.
 *
 * @example
 * import { toSafeImageUrl } from '@gangway/core'
 * toSafeImageUrl('https://icons.example/a.png') // 'https://icons.example/a.png'
 * toSafeImageUrl('http://localhost:@evil.example/a.png') // undefined
 */
/* @__NO_SIDE_EFFECTS__ */
export function toSafeImageUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined
  const trimmed = url.trim()
  if (/^data:/i.test(trimmed)) {
    return trimmed.length <= MAX_DATA_URL && DATA_IMAGE.test(trimmed) ? trimmed : undefined
  }
  let parsed: URL
  try {
    parsed = new URL(trimmed)
  } catch {
    return undefined
  }
  const { protocol, hostname } = parsed
  const safe =
    protocol === 'https:'
      ? hostname !== ''
      : protocol === 'blob:' || (protocol === 'http:' && isLoopback(hostname))
  return safe ? parsed.href : undefined
}
