import { checkSession } from '../session/checkSession.js'
import { isSessionFor, type SessionPage } from '../session/isSessionFor.js'
import type { SiwxSession, SiwxStorage, SiwxVerifier } from '../types.js'

/** Where a list storage keeps its one value (the whole list, written at once). */
export type SessionListBackend = {
  /** The stored list, already schema-checked (a corrupt value reads as empty). */
  read(): SiwxSession[]
  write(sessions: SiwxSession[]): void
}

/** What a stored session is checked against on every read. */
export type SessionRules = {
  verifiers: () => readonly SiwxVerifier[]
  /** The domain and URI this page signs in with (a session for others is removed). */
  page: () => SessionPage
  /** Default `Date.now`. */
  now?: () => number
}

/**
 * A storage over one list value: `get` returns only the sessions of exactly that network and
 * account, signed for this page, inside their time window (not issued in the future),
 * re-verifies each and removes those that fail (or expired);
 * `delete` removes exactly that network AND account. Each write replaces the whole list in one
 * synchronous step after a fresh read, so concurrent callers never lose each other's sessions
 * and a failure never leaves half a list.
 */
export function createListStorage(backend: SessionListBackend, rules: SessionRules): SiwxStorage {
  const { verifiers, page, now = Date.now } = rules
  const update = (fn: (list: SiwxSession[]) => SiwxSession[]) => backend.write(fn(backend.read()))
  return {
    async get(chainId, address) {
      const candidates = backend.read().filter((s) => isSessionFor(s, chainId, address))
      const checks = await Promise.all(
        candidates.map((s) => checkSession(s, verifiers(), page(), now())),
      )
      const drop = candidates.filter((_, i) => checks[i] === 'invalid')
      if (drop.length) update((list) => list.filter((s) => !drop.some((d) => same(d, s))))
      return candidates.filter((_, i) => checks[i] === 'valid')
    },
    async add(session) {
      update((list) => [...list.filter((s) => !same(s, session)), session])
    },
    async set(sessions) {
      backend.write([...sessions])
    },
    async delete(chainId, address) {
      update((list) => list.filter((s) => !isSessionFor(s, chainId, address)))
    },
  }
}

const same = (a: SiwxSession, b: SiwxSession) =>
  a.signature === b.signature && a.message === b.message
