import { WALLET_CONNECT_CONNECTOR_ID } from '../constants/constants.js'
import { assertLive, engineMemo, forgetMemo, isDestroyed } from '../engine/resources.js'
import type { Engine } from '../engine/types.js'
import { EngineDestroyedError, FeatureLoadError } from '../errors/catalogue.js'
import type { WalletConnectClient } from '../types.js'

// One client per engine, created on first use and kept as an engine memo (the engine's bundle
// stays free of this code until a view or a stored session needs it).
const KEY = 'core/walletConnect'

/**
 * Loads `@gangway/walletconnect` (the host's `walletConnect` descriptor) and creates the
 * engine's WalletConnect client, once per engine; concurrent calls share one promise and a
 * failed load is retried on the next call.
 *
 * The client registers its own teardown with the engine (`onStop` / `onDestroy`).
 *
 * @throws FeatureLoadError when `walletConnect` is not configured or its code fails to load;
 * EngineDestroyedError after `destroy(engine)`.
 * @example
 * import { loadWalletConnect } from '@gangway/core'
 * const client = await loadWalletConnect(engine)
 * await client.connect()
 */
export function loadWalletConnect(engine: Engine): Promise<WalletConnectClient> {
  if (isDestroyed(engine)) return Promise.reject(new EngineDestroyedError())
  return engineMemo(engine, KEY, async () => {
    try {
      // A missing descriptor throws here and rejects like a failed load, as the doc says.
      const client = (await engine.config.walletConnect!.load()).createClient(engine)
      assertLive(engine)
      return client
    } catch (cause) {
      forgetMemo(engine, KEY)
      if (cause instanceof EngineDestroyedError) throw cause
      throw new FeatureLoadError(WALLET_CONNECT_CONNECTOR_ID, { cause })
    }
  })
}

/** Whether the engine is configured for remote wallets. */
export function hasWalletConnect(engine: Engine): boolean {
  return !!engine.config.walletConnect
}
