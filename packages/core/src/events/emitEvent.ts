import type { Engine } from '../engine/types.js'
import type { ModalEvent } from '../types.js'
import type { ModalEventName } from './eventNames.js'

/**
 * Emits an event to the host (useModalEvents) and the analytics client.
 *
 * @param engine - The engine.
 * @param event - The event name, e.g. `'CONNECT_SUCCESS'`.
 * @param properties - Event data.
 * @returns The emitted event.
 * @example
 * import { emitEvent } from '@gangway/core/internal'
 * emitEvent(engine, 'SWAP_SUCCESS', { amount: '1' })
 */
export function emitEvent(
  engine: Engine,
  event: ModalEventName,
  properties?: Record<string, unknown>,
): ModalEvent {
  const e: ModalEvent = {
    type: 'track',
    timestamp: Date.now(),
    data: properties ? { event, properties } : { event },
  }
  engine.$lastEvent.set(e)
  const internal = engine._internal
  // Events emitted by a listener wait until every listener has the current one: order is kept.
  if (internal.eventQueue) {
    internal.eventQueue.push(e)
    return e
  }
  const queue: ModalEvent[] = [e]
  internal.eventQueue = queue
  try {
    for (let next = queue.shift(); next; next = queue.shift()) {
      for (const listener of [...internal.eventListeners]) {
        try {
          listener(next)
        } catch (error) {
          engine.logger.error('An event listener failed', error)
        }
      }
    }
  } finally {
    internal.eventQueue = undefined
  }
  return e
}
