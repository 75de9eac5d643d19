import type { Engine } from '../engine/types.js'
import type { ModalEvent } from '../types.js'

/**
 * Calls `fn` with every event the engine emits from now on.
 *
 * @param engine - The engine.
 * @param fn - Called once per event, in order.
 * @returns Unsubscribe.
 * @example
 * import { subscribeEvents } from '@gangway/core'
 * const stop = subscribeEvents(engine, (e) => console.log(e.data.event))
 */
export function subscribeEvents(engine: Engine, fn: (event: ModalEvent) => void): () => void {
  const listeners = engine._internal.eventListeners
  const listener = (event: ModalEvent) => fn(event)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
