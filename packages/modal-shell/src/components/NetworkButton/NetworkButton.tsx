import { useStore } from '@nanostores/react'
import type { ReactNode } from 'react'
import { useEngine } from '../../context/GangwayContext.js'
import { type Network, open } from '../../internal/core.js'
import { useRootProps } from '../../theme/useRootProps.js'
import { Img } from '../Img/Img.js'

/** What `<NetworkButton.Custom>` hands its render function. */
export type NetworkButtonState = {
  network: Network | undefined
  networks: readonly Network[]
  /** Opens the modal on Networks. */
  open: () => void
}

function useNetworkButtonState(): NetworkButtonState {
  const engine = useEngine()
  return {
    network: useStore(engine.$activeNetwork),
    networks: engine.config.networks,
    open: () => open(engine, { view: 'Networks' }),
  }
}

/**
 * The network button (`gw-network-button`): the active network's icon and name; opens
 * Networks. For your own markup use `<NetworkButton.Custom>{(state) => …}</NetworkButton.Custom>`.
 *
 * @example
 * import { NetworkButton } from '@gangway/modal-shell'
 * <NetworkButton />
 */
export function NetworkButton() {
  const { network, open } = useNetworkButtonState()
  const rootProps = useRootProps()
  const name = network?.name ?? 'Select network'
  return (
    <button
      type="button"
      {...rootProps}
      className="gw-cbtn"
      data-kind="account"
      data-testid="gw-network-button"
      onClick={open}
    >
      <Img src={network?.assets?.imageUrl} name={name} size={24} />
      <span>{name}</span>
    </button>
  )
}

/**
 * Headless network button.
 *
 * @example
 * import { NetworkButton } from '@gangway/modal-shell'
 * <NetworkButton.Custom>{({ network, open }) => <a onClick={open}>{network?.name}</a>}</NetworkButton.Custom>
 */
NetworkButton.Custom = function NetworkButtonCustom({
  children,
}: {
  children: (state: NetworkButtonState) => ReactNode
}) {
  return children(useNetworkButtonState())
}
