import { WALLET_CONNECT_CONNECTOR_ID } from '../constants/constants.js'
import type { Engine } from '../engine/types.js'
import { FeatureLoadError } from '../errors/catalogue.js'
import type { WalletConnectClient } from '../types.js'

// One client per engine, created on first use; a WeakMap keeps engines free of WalletConnect
// state (and the engine's bundle free of this code until a view or a stored session needs it).
const clients = new WeakMap<Engine, Promise<WalletConnectClient>>()

/**
 * Loads `@gangway/walletconnect` (the host's `walletConnect` descriptor) and creates the
 * engine's WalletConnect client, once per engine; concurrent calls share one promise and a
 * failed load is retried on the next call.
 *
 * @throws FeatureLoadError when `walletConnect` is not configured or its code fails to load.
 * @example
 * import { loadWalletConnect } from '@gangway/core'
 * const client = await loadWalletConnect(engine)
 * await client.connect()
 */
export function loadWalletConnect(engine: Engine): Promise<WalletConnectClient> {
  let client = clients.get(engine)
  if (!client) {
    client = (async () => {
      try {
        // A missing descriptor throws here and rejects like a failed load, as the doc says.
        return (await engine.config.walletConnect!.load()).createClient(engine)
      } catch (cause) {
        clients.delete(engine)
        throw new FeatureLoadError(WALLET_CONNECT_CONNECTOR_ID, { cause })
      }
    })()
    clients.set(engine, client)
  }
  return client
}

/** Whether the engine is configured for remote wallets. */
export function hasWalletConnect(engine: Engine): boolean {
  return !!engine.config.walletConnect
}
