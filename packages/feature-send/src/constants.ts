/** The views of the Send flow; leaving all of them resets the send state. */
export const SEND_VIEWS: ReadonlySet<string> = new Set([
  'WalletSend',
  'WalletSendSelectToken',
  'WalletSendPreview',
])

/** The receiver field waits this long after the last keystroke before resolving (issue 13). */
export const RECEIVER_DEBOUNCE_MS = 500

/** After a failed send, Send on the preview stays locked this long (spec §9 "Retry lockout … 30 s"). */
export const SEND_RETRY_LOCK_MS = 30_000

/** The pseudo-address the data API uses for a chain's native currency. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * The pseudo-mint the data API gives native SOL in a Solana balance (`SOLANA_NATIVE_TOKEN_ADDRESS`
 * of the real server, `bapi:src/providers/solscan.rs`): 43 characters, not wrapped SOL's
 * `So111…112` (that one is an SPL token).
 */
export const SOLANA_NATIVE_MINT = 'So11111111111111111111111111111111111111111'
