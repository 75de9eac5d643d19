// The contract shared by every service the emulator mounts (wallet list, analytics, data API).

/**
 * Answers one request for a mounted service. `path` is the URL path with the mount prefix
 * removed (`/wallets/getWallets?…` → `/getWallets`); the query is on `request.url`.
 * Returning `undefined` makes the emulator answer 404.
 *
 * Each service gets a `switch: () => ServiceSwitch` from its factory and honours it: the data
 * API applies it itself (in its own error format); the wallet list and analytics sink are
 * wrapped by `withSwitch` (403, 503, delay) and implement only `malformed`.
 */
export type ServiceHandler = (request: Request, path: string) => Promise<Response | undefined>

/** How a service behaves: normally, 403, 503, after a delay, or with broken answers. */
export type ServiceMode = 'ok' | 'forbidden' | 'unavailable' | 'slow' | 'malformed'

/** A service's current mode; `delayMs` is the wait in `slow` mode (default 1500). */
export type ServiceSwitch = { mode: ServiceMode; delayMs: number }

/** The services the emulator mounts: `/wallets`, `/pulse` and `/api`. */
export type EmulatedService = 'walletList' | 'analytics' | 'api'

/** One request a service received (OPTIONS preflights are not logged). */
export type ServiceRequestLogEntry = {
  service: EmulatedService
  method: string
  /** Path inside the mount, e.g. `/getWallets`. */
  path: string
  /** Query parameters as sent (a repeated key keeps its last value). */
  query: Record<string, string>
  /** The HTTP status answered; 0 while the answer is pending (e.g. `slow`). */
  status: number
  /** ISO time the request arrived. */
  receivedAt: string
}

/** One analytics event the sink accepted (`POST /pulse/e`). */
export type AnalyticsEventRecord = {
  /** `/batch` (the current clients: an array of events) or `/e` (one event, the older route). */
  path: '/batch' | '/e'
  query: Record<string, string>
  /** The parsed JSON body: `{ eventId, url, domain, timestamp, props }` from a real client. */
  body: unknown
  receivedAt: string
}
