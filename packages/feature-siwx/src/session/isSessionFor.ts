import type { CaipNetworkId } from '../internal/core.js'
import type { SiwxSession } from '../types.js'

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

/** Whether `now` is inside the session's Not Before … Expiration Time window. */
export function isSessionLive(session: SiwxSession, now = Date.now()) {
  const { notBefore, expirationTime, issuedAt } = session.data
  const at = (iso: string) => Date.parse(iso)
  if (Number.isNaN(at(issuedAt))) return false
  if (notBefore && !(at(notBefore) <= now)) return false
  if (expirationTime && !(now < at(expirationTime))) return false
  return true
}
