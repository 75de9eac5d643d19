import type { Engine } from '../../engine/types.js'
import type { ModalEvent } from '../../types.js'

/** An analytics event with what it is sent with, taken when it was emitted. */
export type StampedEvent = {
  event: ModalEvent
  url: string
  domain: string
  address: string | undefined
}

/**
 * Stamps an event for analytics at emit time: the page's origin and path (never its query or
 * #fragment, which may carry tokens) and the account's address at that moment. Small and
 * separate from the analytics client, so a host (the shell) can queue events up front while the
 * client itself loads later. @internal
 */
export function stampEvent(engine: Engine, event: ModalEvent): StampedEvent {
  const location = globalThis.location
  return {
    event,
    url: location ? `${location.origin}${location.pathname}` : '',
    domain: location?.hostname ?? '',
    address: engine.$account.get()?.address,
  }
}
