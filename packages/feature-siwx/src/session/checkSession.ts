import { createSiwxMessage } from '../message/createSiwxMessage.js'
import type { SiwxSession, SiwxVerifier } from '../types.js'
import { isSessionLive, isSessionOfPage, type SessionPage } from './isSessionFor.js'

/** `unknown`: the verifier could not answer (the chain's RPC is down); the session is kept. */
export type SessionCheck = 'valid' | 'invalid' | 'unknown'

/**
 * Whether a session may be trusted: its message is exactly the one its data builds (so neither
 * can be changed without the other), it was signed for this page (`page`'s domain and URI), it is
 * inside its time window (not issued in the future), and the verifier of its namespace accepts
 * the signature. Malformed data or no verifier for the namespace is `invalid`; a verifier that
 * throws (RPC unreachable) is `unknown`, so an outage never deletes sessions.
 */
export async function checkSession(
  session: SiwxSession,
  verifiers: readonly SiwxVerifier[],
  page: SessionPage,
  now = Date.now(),
): Promise<SessionCheck> {
  let message: string
  try {
    message = createSiwxMessage(session.data)
  } catch {
    return 'invalid'
  }
  if (message !== session.message) return 'invalid'
  if (!isSessionOfPage(session, page) || !isSessionLive(session, now)) return 'invalid'
  const namespace = session.data.chainId.split(':')[0]
  const verifier = verifiers.find((v) => v.namespace === namespace)
  if (!verifier) return 'invalid'
  try {
    return (await verifier.verify(session)) === true ? 'valid' : 'invalid'
  } catch {
    return 'unknown'
  }
}
