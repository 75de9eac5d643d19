import type { SiwxSession, SiwxStorage, SiwxVerifier } from '../types.js'
import { createListStorage } from './createListStorage.js'

/** Sessions kept for the page's lifetime only (a reload signs out), with the same rules. */
export function memorySiwxStorage(
  verifiers: () => readonly SiwxVerifier[],
  now?: () => number,
): SiwxStorage {
  let sessions: SiwxSession[] = []
  return createListStorage(
    {
      read: () => sessions,
      write: (next) => {
        sessions = next
      },
    },
    verifiers,
    now,
  )
}
