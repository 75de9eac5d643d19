import type { WalletConnectDescriptor } from '@gangway/core'
import type { Engine } from '@gangway/core/internal'
import type { WalletConnectOptions } from './types.js'

/**
 * Remote wallets over WalletConnect for a Gangway host: pass the result as `walletConnect` in
 * the config. This descriptor is all a page loads up front; the WalletConnect client (sign
 * client, QR code, deep links, session restore) loads with `import()` only when a remote wallet
 * is picked, a QR view opens or a stored session exists.
 *
 * @param options - storage for Node and tests, a relay URL override, a link opener
 * @returns the descriptor core loads with `loadWalletConnect(engine)`
 * @example
 * import { createModal } from '@gangway/modal-shell'
 * import { walletConnect } from '@gangway/walletconnect'
 *
 * const modal = createModal({ projectId, networks, adapters: [evmAdapter()], walletConnect: walletConnect() })
 */
/* @__NO_SIDE_EFFECTS__ */
export function walletConnect(options: WalletConnectOptions = {}): WalletConnectDescriptor<Engine> {
  return {
    id: 'walletConnect',
    load: () =>
      import('./client/createClient.js').then(({ createClient }) => ({
        createClient: (engine: Engine) => createClient(engine, options),
      })),
  }
}
