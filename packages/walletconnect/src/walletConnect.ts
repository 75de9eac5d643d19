import type { WalletConnectDescriptor } from '@gangway/core'
import type { Engine } from '@gangway/core/internal'
import { boolean, checkOptions, func, object, optional, type } from '@gangway/core/internal'
import type { WalletConnectOptions } from './types.js'

const isRelayUrl = (value: unknown) => {
  try {
    return typeof value === 'string' && /^wss?:$/.test(new URL(value).protocol)
  } catch {
    return false
  }
}

/**
 * Remote wallets over WalletConnect for a Gangway host: pass the result as `walletConnect` in
 * the config. This descriptor is all a page loads up front; the WalletConnect client (sign
 * client, QR code, deep links, session restore) loads with `import()` only when a remote wallet
 * is picked, a QR view opens or a stored session exists.
 *
 * @param options - storage for Node and tests, a relay URL override, a link opener
 * @returns the descriptor core loads with `loadWalletConnect(engine)`
 * @throws ConfigError when an option is wrong, e.g. `walletConnect: relayUrl: Expected a ws or
 * wss URL received "https://relay.example"`.
 * @example
 * import { createModal } from '@gangway/modal-shell'
 * import { walletConnect } from '@gangway/walletconnect'
 *
 * const modal = createModal({ projectId, networks, adapters: [evmAdapter()], walletConnect: walletConnect() })
 */
/* @__NO_SIDE_EFFECTS__ */
export function walletConnect(options: WalletConnectOptions = {}): WalletConnectDescriptor<Engine> {
  checkOptions('walletConnect', options, {
    storage: optional(
      object({ getKeys: func, getEntries: func, getItem: func, setItem: func, removeItem: func }),
    ),
    relayUrl: optional(type('a ws or wss URL', isRelayUrl)),
    open: optional(func),
    verify: optional(boolean),
  })
  return {
    id: 'walletConnect',
    load: () =>
      import('./client/createClient.js').then(({ createClient }) => ({
        createClient: (engine: Engine) => createClient(engine, options),
      })),
  }
}
