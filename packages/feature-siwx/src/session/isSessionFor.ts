import { MAX_CLOCK_SKEW_MS } from '../constants.js'
import type { CaipNetworkId } from '../internal/core.js'
import type { SiwxSession } from '../types.js'

/** Where a session must have been signed for: the page's domain and URI (or the host's own). */
export type SessionPage = { domain: string; uri: string }

/**
 * Whether `session` is exactly this network AND this account (eip155 addresses compare without
 * their checksum case; other namespaces' addresses are case-sensitive).
 */
export function isSessionFor(session: SiwxSession, chainId: CaipNetworkId, address: string) {
  if (session.data.chainId !== chainId) return false
  const stored = session.data.accountAddress
  return chainId.startsWith('eip155:')
    ? stored.toLowerCase() === address.toLowerCase()
    : stored === address
}

/**
 * Whether `session` was signed for this page: its domain and URI are exactly the ones this page
 * puts in its messages (a session signed on another site, or for another URI, never counts here).
 */
export function isSessionOfPage(session: SiwxSession, page: SessionPage) {
  return session.data.domain === page.domain && session.data.uri === page.uri
}

/**
 * Whether `now` is inside the session's window: issued no later than now plus the clock-skew
 * allowance ({@link MAX_CLOCK_SKEW_MS}), Not Before reached, Expiration Time not reached.
 */
export function isSessionLive(session: SiwxSession, now = Date.now()) {
  const { notBefore, expirationTime, issuedAt } = session.data
  const at = (iso: string) => Date.parse(iso)
  if (!(at(issuedAt) <= now + MAX_CLOCK_SKEW_MS)) return false
  if (notBefore && !(at(notBefore) <= now)) return false
  if (expirationTime && !(now < at(expirationTime))) return false
  return true
}
