import type { ServiceUrls } from './types.js'

/** The version reported to the hosted services as `sv` (spec §7 query `st`, `sv`). */
export const SDK_VERSION = 'gangway-0.0.0'

/** The SDK type reported as `st`. */
export const SDK_TYPE = 'gangway'

/**
 * The hosted services used when the host does not override them (spec §7): the WalletConnect
 * network's wallet list (`api.web3modal.org`), its blockchain API (`rpc.walletconnect.org`: data
 * endpoints and the RPC proxy) and its analytics (`pulse.walletconnect.org`). The relay is not
 * here: unless the host sets `services.relay`, sign-client's own default (the WalletConnect
 * network's relay) applies, so the pairing URI and the client always name the same network.
 */
export const DEFAULT_SERVICES: ServiceUrls = {
  walletList: 'https://api.web3modal.org',
  api: 'https://rpc.walletconnect.org',
  analytics: 'https://pulse.walletconnect.org',
}
