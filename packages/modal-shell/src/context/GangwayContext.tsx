import { createContext, type ReactNode, useContext, useEffect } from 'react'
import { hydrated } from '../createModal/afterHydration.js'
import type { GangwayModal } from '../createModal/createModal.js'
import { BaseError, type Engine, internal } from '../internal/core.js'

const GangwayContext = createContext<GangwayModal | null>(null)

/**
 * Makes a modal instance available to the hooks, the buttons and `<Modal/>` below it.
 *
 * @example
 * import { createModal, GangwayProvider, ConnectButton } from '@gangway/modal-shell'
 * const modal = createModal({ projectId, networks: [mainnet], adapters: [evmAdapter()] })
 * root.render(<GangwayProvider modal={modal}><ConnectButton /></GangwayProvider>)
 */
export function GangwayProvider({
  modal,
  children,
}: {
  modal: GangwayModal
  children?: ReactNode
}) {
  // Hydrated: a modal made for a server-rendered page (`initialState`) starts its restore now.
  useEffect(() => hydrated(internal(modal.engine)), [modal])
  return <GangwayContext.Provider value={modal}>{children}</GangwayContext.Provider>
}

/** The modal instance of the nearest `<GangwayProvider>`; throws outside of one. */
/** The modal's own root (createModal's mount): the context only, it says nothing of hydration. @internal */
export function ModalProvider({ modal, children }: { modal: GangwayModal; children?: ReactNode }) {
  return <GangwayContext.Provider value={modal}>{children}</GangwayContext.Provider>
}

export function useGangway(): GangwayModal {
  const modal = useContext(GangwayContext)
  if (!modal) {
    throw new BaseError('No Gangway modal found', {
      metaMessages: ['Wrap your app in <GangwayProvider modal={createModal(config)}>.'],
    })
  }
  return modal
}

/**
 * The engine of the nearest `<GangwayProvider>`: what a feature's views pass to core's actions
 * and read stores from. Throws outside of a provider.
 *
 * @example
 * import { useEngine } from '@gangway/modal-shell/kit'
 * const engine = useEngine()
 * const account = useStore(engine.$account)
 */
export function useEngine(): Engine {
  return internal(useGangway().engine)
}
