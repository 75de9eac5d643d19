import { checkSession } from '../session/checkSession.js'
import { isSessionFor } from '../session/isSessionFor.js'
import type { SiwxStorage } from '../types.js'
import type { SessionRules } from './createListStorage.js'

/**
 * A host's storage (`httpSiwxStorage`, or its own) as the feature reads it: whatever `get`
 * returns counts only when it is exactly that network and account, signed for this page (domain
 * and URI), inside its time window (not issued in the future, not expired) and its signature
 * verifies with the feature's verifiers, the same check as the browser storages. A server
 * that verified the session itself is not trusted blindly: the page checks again. Sessions that
 * fail are left where they are (the host's server owns them); they just do not count.
 */
export function verifiedStorage(storage: SiwxStorage, rules: SessionRules): SiwxStorage {
  const { verifiers, page, now = Date.now } = rules
  return {
    ...storage,
    async get(chainId, address) {
      const candidates = (await storage.get(chainId, address)).filter((s) =>
        isSessionFor(s, chainId, address),
      )
      const checks = await Promise.all(
        candidates.map((s) => checkSession(s, verifiers(), page(), now())),
      )
      return candidates.filter((_, i) => checks[i] === 'valid')
    },
  }
}
