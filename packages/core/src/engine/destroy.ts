import { EngineDestroyedError } from '../errors/catalogue.js'
import { isDestroyed, runCleanups } from './resources.js'
import { stop } from './stop.js'
import type { Engine } from './types.js'

/**
 * Ends an engine for good: stops it (see `stop`), then releases everything it owns — every
 * `onDestroy` cleanup runs (blob URLs of images are revoked, analytics stops, caches empty),
 * in-flight HTTP requests abort (`engineSignal`), every engine timer is cleared, event
 * listeners and queued toasts are dropped and per-engine memos are forgotten.
 *
 * Afterwards, actions that start work (`start`, `open`, `connect`, `disconnect`,
 * `switchNetwork`, service fetches, images, `loadWalletConnect`) throw (or reject with)
 * EngineDestroyedError; teardown calls (`stop`, `destroy`, `close`, an image's `release`,
 * unsubscribing) are no-ops. Stores keep their last values for readers that are still mounted.
 *
 * @param engine The Gangway engine.
 * @example
 * import { createEngine, destroy, start } from '@gangway/core'
 * const engine = createEngine(config)
 * start(engine)
 * destroy(engine)
 */
export function destroy(engine: Engine): void {
  if (isDestroyed(engine)) return
  stop(engine)
  const internal = engine._internal
  const resources = internal.resources
  resources.destroyed = true
  resources.controller.abort()
  runCleanups(engine, resources.stop)
  runCleanups(engine, resources.destroy)
  for (const timer of resources.timers) clearTimeout(timer)
  resources.timers.clear()
  clearTimeout(internal.toastTimer)
  clearTimeout(internal.shakeTimer)
  internal.toastTimer = internal.shakeTimer = undefined
  internal.toastQueue.length = 0
  internal.eventListeners.clear()
  resources.memo.clear()
  // Wallet requests still waiting for the visitor will never be answered.
  for (const { reject } of internal.approvals.values()) reject(new EngineDestroyedError())
  internal.approvals.clear()
}
