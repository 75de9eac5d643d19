import { SocialLoginError, SocialStateError } from '../errors.js'

/** Hosts of the dev origin, whose `http:` links a frame served over `http:` from them may give. */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

const isLoopbackHttp = (url: URL) => url.protocol === 'http:' && LOOPBACK.has(url.hostname)

/**
 * Whether a URL the login frame hands us (a social redirect, a Farcaster link, any other) may be
 * opened or shown (issue 31): `https:` only, without credentials in it; `http:` only on the
 * loopback (127.0.0.1, localhost, [::1]) and only while the frame itself is served over `http:`
 * from there (the devstack). Everything else — `javascript:`, `data:`, `file:`, `blob:`,
 * `about:`… — is refused.
 *
 * @param link The frame's URL, as it sent it.
 * @param frameUrl The login frame's own page (the feature's `frameUrl`).
 * @example
 * isAllowedLink('javascript:alert(1)', 'https://login.example/frame') // false
 */
export function isAllowedLink(link: string, frameUrl: string): boolean {
  // The URL parser drops surrounding spaces; a link that needed that is not sent as given.
  if (link !== link.trim()) return false
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return false
  }
  // 'https://accounts.google.com@evil.example' reads as Google and goes to evil.example.
  if (url.username || url.password) return false
  if (url.protocol === 'https:') return true
  return isLoopbackHttp(url) && isLoopbackHttp(new URL(frameUrl))
}

/**
 * A state value for one social login (32 bytes from the platform's CSPRNG, hex): sent with the
 * redirect request, carried by the provider (OAuth 2.0 `state`, RFC 6749 §4.1.1) and checked on
 * the return. No fallback: without `crypto.getRandomValues` there is no social login.
 */
export function newSocialState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Checks a social login's result URL (what the login window posts back) before it is used
 * (issue 31): it is on the login frame's origin; it carries no `error` (query or fragment, even
 * an empty `#error=`); and every `state` in it (query or fragment) is the one generated for this
 * login, with at least one present.
 *
 * @throws SocialLoginError ('Something went wrong') for another origin or an `error`
 * @throws SocialStateError ('Something went wrong') for a missing or another state
 */
export function checkSocialReturn(
  resultUri: string,
  expected: { origin: string; state: string },
): URL {
  let url: URL
  try {
    url = new URL(resultUri)
  } catch (cause) {
    throw new SocialLoginError({ details: 'The social result is not a URL', cause })
  }
  if (url.origin !== expected.origin)
    throw new SocialLoginError({
      details: `The social result is on ${url.origin}, not the login frame's ${expected.origin}`,
    })
  const fragment = new URLSearchParams(url.hash.slice(1))
  if (url.searchParams.has('error') || fragment.has('error'))
    throw new SocialLoginError({ details: 'The provider returned an error' })
  const states = [...url.searchParams.getAll('state'), ...fragment.getAll('state')]
  if (states.length === 0)
    throw new SocialStateError({ details: 'The social result carries no state' })
  if (states.some((state) => state !== expected.state))
    throw new SocialStateError({ details: 'The social result carries another state' })
  return url
}
