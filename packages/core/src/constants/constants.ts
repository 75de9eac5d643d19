import type { WalletConnectConnectorId } from '../types.js'

/**
 * Every business constant and limit of the spec (section 9), by name. Code uses these names,
 * never the bare numbers.
 */

/** Portfolio (token) balance cache lifetime. Spec §9: "portfolio and native balance 30 s". */
export const PORTFOLIO_CACHE_MS = 30_000
/** Native balance cache lifetime. Spec §9. */
export const NATIVE_BALANCE_CACHE_MS = 30_000
/** ENS name cache lifetime. Spec §9: "ENS names and identity 5 min". */
export const ENS_CACHE_MS = 300_000
/** Identity cache lifetime. Spec §9. */
export const IDENTITY_CACHE_MS = 300_000
/** Recent wallets kept. Spec §9: "Recent wallets: max 2". */
export const RECENT_WALLETS_MAX = 2
/** Log buffer size in bytes. Spec §9: "Log buffer 1,024,000 bytes". */
export const LOG_BUFFER_BYTES = 1_024_000
/** Default log level. Spec §9: "default log level error". */
export const DEFAULT_LOG_LEVEL = 'error'

/** Analytics events kept while waiting for the first open and the service's config. */
export const ANALYTICS_QUEUE_MAX = 50

/** How long analytics events gather before one `POST /batch` carries them (ms). */
export const ANALYTICS_BATCH_MS = 2000

/**
 * The most bytes of events one analytics batch carries: `sendBeacon` refuses bodies over 64 KiB,
 * so a batch is sent early when it grows past this.
 */
export const ANALYTICS_BATCH_MAX_BYTES = 45_000

/** Price requests in flight at once: the data API prices one address per request. */
export const PRICE_REQUESTS_MAX = 4

/** Pairing URI expiry. Spec §9: "Pairing expiry 4 min". */
export const PAIRING_EXPIRY_MS = 240_000
/** Margin before pairing expiry at which a URI counts as expired. Spec §9: 10 s. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
/** Delay before revoking wallet permissions on disconnect. Spec §9: "Wallet-revoke 100 ms". */
export const WALLET_REVOKE_DELAY_MS = 100
/** Cleanup after going back. Spec §9: "go-back cleanup 100 ms". */
export const GO_BACK_CLEANUP_MS = 100
/** Delay before a modal error is shown. Spec §9: "modal error delay 300 ms". */
export const MODAL_ERROR_DELAY_MS = 300
/** Transaction receipt wait. Spec §9: 25000 ms. */
export const RECEIPT_TIMEOUT_MS = 25_000
/** HTTP RPC timeout. Spec §9: 10000 ms. */
export const RPC_TIMEOUT_MS = 10_000
/** JSON-RPC batch size. Spec §9: 1000. */
export const RPC_BATCH_SIZE = 1000
/** How long to wait for an injected wallet. Spec §9: 1000 ms. */
export const INJECTED_WALLET_WAIT_MS = 1000
/** Retry lockout after a token-balance failure. Spec §9 and §5: 30 s. */
export const BALANCE_RETRY_LOCKOUT_MS = 30_000

/** Recommended wallets shown on Connect. Spec §9: 4. */
export const RECOMMENDED_WALLETS = 4
/** Wallet-list page size. Spec §9: 40. */
export const WALLETS_PAGE_SIZE = 40
/** Wallet search result size. Spec §9: 100. */
export const WALLETS_SEARCH_SIZE = 100
/** Minimum wait of a wallet search. Spec §9: 300 ms. */
export const WALLETS_SEARCH_MIN_WAIT_MS = 300
/** Wallet images fetched ahead per page. Spec §7: "First 20 wallet images per page fetched". */
export const WALLET_IMAGES_PREFETCH = 20

/** Decimals shown for transaction amounts. Spec §9: 3. */
export const TX_AMOUNT_DECIMALS = 3
/** Address characters shown at the start. Spec §9: 4. */
export const ADDRESS_HEAD_CHARS = 4
/** Address characters shown at the end. Spec §9: 6. */
export const ADDRESS_TAIL_CHARS = 6
/** Operation types shown with a plus sign. Spec §9. */
export const PLUS_OPERATIONS = ['receive', 'deposit', 'borrow', 'claim'] as const
/** Operation types shown with a minus sign. Spec §9. */
export const MINUS_OPERATIONS = ['withdraw', 'repay', 'burn'] as const

/** Fallback transport ranking. Spec §9: 10 samples, stability 0.7, latency 0.3, every 4000 ms. */
export const FALLBACK_RANK = {
  sampleCount: 10,
  weights: { stability: 0.7, latency: 0.3 },
  interval: 4000,
} as const

/** Default EVM chain id. Spec §9: "Default chain 1". */
export const DEFAULT_CHAIN_ID = 1
/** The only chain id on which ENS is looked up. Spec §9. */
export const ENS_CHAIN_ID = 1
/** Big-number defaults. Spec §9: 20 decimal places, round half-up. */
export const BIG_DECIMAL_PLACES = 20

/**
 * Longest name from a wallet or a service that is shown, characters (the spec gives no
 * number: wallet and ENS names in practice stay well under it).
 */
export const NAME_MAX_CHARS = 64

/** Modal width, px. Spec §2. */
export const MODAL_WIDTH_PX = 360
/** View transition durations, ms. Spec §2: 120, 150 and 150 ms. */
export const VIEW_TRANSITION_MS = [120, 150, 150] as const
/** Shake animation, ms. Spec §2. */
export const SHAKE_MS = 500
/** Delay between toasts, ms. Spec §2. */
export const TOAST_GAP_MS = 150
/** Delay before the 'Action not allowed' notice for a refused RPC call. Spec §6. */
export const ACTION_NOT_ALLOWED_DELAY_MS = 300
/**
 * How long ApproveTransaction keeps Approve disabled after the request in view changes, ms, so
 * the second click of a double-click cannot approve the next queued request (the
 * spec gives no number: 500 ms matches its shake animation, longer than a double-click).
 */
export const APPROVE_ARM_DELAY_MS = 500

/** The connector id of every namespace connected through a WalletConnect session. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect' satisfies WalletConnectConnectorId
