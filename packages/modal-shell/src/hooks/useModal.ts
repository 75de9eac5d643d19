import { useStore } from '@nanostores/react'
import { useEngine } from '../context/GangwayContext.js'
import { close, type OpenParameters, open } from '../internal/core.js'

/** What `useModal` returns. */
export type UseModalReturnType = {
  /** Opens the modal on the view the spec's opening rules pick (or `args.view`). */
  open: (args?: OpenParameters) => void
  /** Closes the modal; refused (the modal shakes) where the spec disables closing. */
  close: () => boolean
  isOpen: boolean
}

/**
 * Opens and closes the modal.
 *
 * @example
 * import { useModal } from '@gangway/modal-shell'
 * const { open } = useModal()
 * <button onClick={() => open({ view: 'Networks' })}>Networks</button>
 */
export function useModal(): UseModalReturnType {
  const engine = useEngine()
  const { open: isOpen } = useStore(engine.$modal, { keys: ['open'] })
  return { open: (args) => open(engine, args), close: () => close(engine), isOpen }
}
