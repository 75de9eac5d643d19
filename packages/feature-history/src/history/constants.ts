import { historyMessages } from '../messages.js'

/**
 * Spec §8: the toast and the inline error when the history cannot be read, in English (the
 * logged error's message; the visitor reads `fetchFailed` in the locale shown).
 */
export const TRANSACTIONS_FETCH_FAILED = historyMessages.fetchFailed
/** Pending-transaction watch stops after this many detected events. Spec §9: 99. */
export const PENDING_TX_WATCH_LIMIT = 99
/** Pending-transaction polling interval (off by default). Spec §9: 30000 ms. */
export const PENDING_TX_POLL_MS = 30_000
