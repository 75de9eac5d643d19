import type { SiwxSession, SiwxStorage } from '../types.js'
import { createListStorage, type SessionRules } from './createListStorage.js'

/** Sessions kept for the page's lifetime only (a reload signs out), with the same rules. */
export function memorySiwxStorage(rules: SessionRules): SiwxStorage {
  let sessions: SiwxSession[] = []
  return createListStorage(
    {
      read: () => sessions,
      write: (next) => {
        sessions = next
      },
    },
    rules,
  )
}
