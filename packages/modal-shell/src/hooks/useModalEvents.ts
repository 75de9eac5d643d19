import { useStore } from '@nanostores/react'
import { useEffect, useRef } from 'react'
import { useEngine } from '../context/GangwayContext.js'
import { type ModalEvent, subscribeEvents } from '../internal/core.js'

/**
 * The events the modal emits (MODAL_OPEN, CONNECT_SUCCESS…), the same stream the analytics
 * client sees (MODAL_CREATED included; analytics only leaves that one out). Returns the latest
 * event and re-renders on each new one; pass `onEvent` to get every event, in order, even when
 * several arrive within one render.
 *
 * @param onEvent Optional: called with each event from now on (the latest function is used).
 * @returns The latest event, `undefined` before the first.
 * @example
 * import { useModalEvents } from '@gangway/modal-shell'
 * useModalEvents((event) => analytics.track(event.data.event, event.data.properties))
 */
export function useModalEvents(onEvent?: (event: ModalEvent) => void): ModalEvent | undefined {
  const engine = useEngine()
  const latest = useRef(onEvent)
  latest.current = onEvent
  const listening = onEvent !== undefined
  useEffect(() => {
    if (!listening) return
    return subscribeEvents(engine, (event) => latest.current?.(event))
  }, [engine, listening])
  return useStore(engine.$lastEvent)
}
