import { useStore } from '@nanostores/react'
import { useEngine } from '../context/GangwayContext.js'
import { type Network, switchNetwork } from '../internal/core.js'

/** What `useNetwork` returns. */
export type UseNetworkReturnType = {
  /** The active network of the active namespace. */
  network: Network | undefined
  /** Every configured network. */
  networks: readonly Network[]
  /** Switches the wallet (when connected) and the app to a configured network. */
  switchNetwork: (network: Network) => Promise<void>
}

/**
 * The active network and a way to switch it.
 *
 * @example
 * import { useNetwork } from '@gangway/modal-shell'
 * import { base } from '@gangway/core/networks'
 * const { network, switchNetwork } = useNetwork()
 * await switchNetwork(base)
 */
export function useNetwork(): UseNetworkReturnType {
  const engine = useEngine()
  const network = useStore(engine.$activeNetwork)
  return {
    network,
    networks: engine.config.networks,
    switchNetwork: (n) => switchNetwork(engine, n),
  }
}
