import type { ServiceUrls } from './types.js'

/** The version reported to the hosted services as `sv` (spec §7 query `st`, `sv`). */
export const SDK_VERSION = 'gangway-0.0.0'

/** The SDK type reported as `st`. */
export const SDK_TYPE = 'gangway'

/** The hosted services' base URLs used when the host does not override them (spec §7). */
export const DEFAULT_SERVICES: ServiceUrls = {
  walletList: 'https://api.gangway.dev/wallets',
  api: 'https://rpc.gangway.dev',
  analytics: 'https://pulse.gangway.dev',
  relay: 'wss://relay.gangway.dev',
  frame: 'https://secure.gangway.dev',
}
