import { useStore } from '@nanostores/react'
import { useEngine } from '../context/GangwayContext.js'
import type { CaipNetworkId, ChainNamespace, Engine, ViewName } from '../internal/core.js'

/** The modal's public state (also what `modal.subscribeState` reports). */
export type ModalPublicState = {
  open: boolean
  loading: boolean
  view: ViewName
  namespace: ChainNamespace
  networkId: CaipNetworkId | undefined
}

/** Reads the public state from an engine's stores. @internal */
export function getModalState(engine: Engine): ModalPublicState {
  const { open, loading } = engine.$modal.get()
  return {
    open,
    loading,
    view: engine.$router.get().view,
    namespace: engine.$activeNamespace.get(),
    networkId: engine.$activeNetwork.get()?.caipNetworkId,
  }
}

/**
 * Whether the modal is open, which view it shows, and the active namespace and network.
 *
 * @example
 * import { useModalState } from '@gangway/modal-shell'
 * const { open, view } = useModalState()
 */
export function useModalState(): ModalPublicState {
  const engine = useEngine()
  useStore(engine.$modal)
  useStore(engine.$router)
  useStore(engine.$activeNamespace)
  useStore(engine.$activeNetwork)
  return getModalState(engine)
}
