import { randomUUID } from 'node:crypto'

/**
 * The client id a WalletConnect client connects with: the `iss` (a `did:key:…`) of the relay-auth
 * JWT in the `auth` query parameter. It stays the same across reconnects, so the relay knows
 * who published a message and who already got it. The JWT is not verified (any client is
 * welcome on a local relay); without one the connection gets a one-off id.
 */
export function readRelayClientId(requestUrl: string | undefined): string {
  const auth = new URL(requestUrl ?? '/', 'ws://relay.invalid').searchParams.get('auth')
  const payload = auth?.split('.')[1]
  if (payload) {
    try {
      const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
      if (
        typeof claims === 'object' &&
        claims !== null &&
        'iss' in claims &&
        typeof claims.iss === 'string' &&
        claims.iss
      )
        return claims.iss
    } catch {
      // Not a JWT: fall through to an anonymous id.
    }
  }
  return `anonymous:${randomUUID()}`
}
