import type { Engine } from './types.js'

/**
 * Stops the running engine (same as calling the cleanup `start` returned): adapters, features
 * and the WalletConnect sign client are torn down (every `onStop` cleanup), toast and shake
 * timers cleared. Stores, caches and service clients stay, so `start(engine)` again restarts
 * it. No-op when the engine is not running. Use `destroy(engine)` to release everything.
 *
 * @param engine The Gangway engine.
 * @example
 * import { start, stop } from '@gangway/core'
 * start(engine)
 * stop(engine)
 * start(engine) // running again
 */
export function stop(engine: Engine): void {
  engine._internal.stop?.()
}
