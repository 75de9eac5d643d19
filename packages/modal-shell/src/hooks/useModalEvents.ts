import { useStore } from '@nanostores/react'
import { useEngine } from '../context/GangwayContext.js'
import type { ModalEvent } from '../internal/core.js'

/**
 * The latest event the modal emitted (MODAL_OPEN, CONNECT_SUCCESS…); re-renders on each new
 * one. For every event in order, use `modal.subscribeEvents(fn)`.
 *
 * @example
 * import { useModalEvents } from '@gangway/modal-shell'
 * const event = useModalEvents()
 * useEffect(() => { if (event) analytics.track(event.data.event) }, [event])
 */
export function useModalEvents(): ModalEvent | undefined {
  return useStore(useEngine().$lastEvent)
}
