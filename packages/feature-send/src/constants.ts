/** The views of the Send flow; leaving all of them resets the send state. */
export const SEND_VIEWS: ReadonlySet<string> = new Set([
  'WalletSend',
  'WalletSendSelectToken',
  'WalletSendPreview',
  'WalletSendConfirmed',
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

/** What the Send button says: the first failing rule, in this order (issue 13), else Preview. */
export const SEND_BUTTON_LABELS = {
  selectToken: 'Select token',
  addAmount: 'Add amount',
  incorrectValue: 'Incorrect value',
  insufficientFunds: 'Insufficient funds',
  addAddress: 'Add address',
  invalidAddress: 'Invalid address',
  resolving: 'Checking address…',
  preview: 'Preview',
} as const

/** Texts of the Send and Receive flows (spec §4, §5, §8 where the spec names them). */
export const SEND_MESSAGES = {
  /** Spec §4/§8. */
  transactionStarted: 'Transaction started',
  /** Spec §5. */
  unsupportedChain: 'Unsupported chain',
  /** Spec §8. */
  networkNotFound: 'Network not found',
  /** Spec §5: the Solana wording of a send missing its amount or receiver. */
  missingAmountOrReceiver: 'Please enter a valid amount and receiver address',
  invalidAmount: 'Invalid amount',
  tokenNotFound: 'Token not found',
  tokenInfoFailed: 'Failed to fetch token information',
  checksumMismatch: 'Invalid address: checksum mismatch',
  addressNotFound: 'No address found for this name',
  incorrectValue: 'Incorrect value',
  reviewCarefully: 'Review transaction carefully',
  sendToSelf: 'This is your own address.',
  sendToContract: 'This is the token’s own contract: tokens sent to it are usually lost.',
  accountNotFound: 'Account not found',
  /** A name whose letters mix look-alike scripts (issue 31 item 6). */
  mixedScripts: (scripts: readonly string[]) =>
    `This name mixes ${listOf(scripts)} letters, which can look alike. Check it is the name you mean.`,
} as const

/** 'A', 'A and B', 'A, B and C'. */
function listOf(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}
