import { useStore } from '@nanostores/react'
import type { ReactNode } from 'react'
import { useEngine } from '../../context/GangwayContext.js'
import { useT } from '../../hooks/useT.js'
import { type Network, open } from '../../internal/core.js'
import { frameMessages } from '../../messages/frame.js'
import { useRootProps } from '../../theme/useRootProps.js'
import { switchableNetworks } from '../../utils/switchableNetworks.js'
import { preloadCoreViews } from '../../views/lateViewsLoader.js'
import { NetworkIcon } from '../NetworkIcon/NetworkIcon.js'

/** What `<NetworkButton.Custom>` hands its render function. */
export type NetworkButtonState = {
  network: Network | undefined
  networks: readonly Network[]
  /** Whether there is another network to switch to (an adapter that cannot switch offers none). */
  canSwitch: boolean
  /** Opens the modal on Networks. */
  open: () => void
}

function useNetworkButtonState(): NetworkButtonState {
  const engine = useEngine()
  const switchable = switchableNetworks(engine, useStore(engine.$activeNetworks))
  return {
    network: useStore(engine.$activeNetwork),
    networks: engine.config.networks,
    // Disabled only where an adapter's missing switchNetwork leaves nothing else to pick.
    canSwitch: switchable.length > 1 || switchable.length === engine.config.networks.length,
    open: () => open(engine, { view: 'Networks' }),
  }
}

/**
 * The network button (`gw-network-button`): the active network's icon and name; opens
 * Networks; disabled when adapters that cannot switch leave no other network to pick. For your own markup use `<NetworkButton.Custom>{(state) => …}</NetworkButton.Custom>`.
 *
 * @example
 * import { NetworkButton } from '@gangway/modal-shell'
 * <NetworkButton />
 */
/** The Networks view's code, fetched on the button's hover or focus so the open has no wait. */
const preloadNetworks = () => void preloadCoreViews().catch(() => {})

export function NetworkButton() {
  const { network, open, canSwitch } = useNetworkButtonState()
  const rootProps = useRootProps()
  const t = useT('shell', frameMessages)
  const name = network?.name ?? t('selectNetwork')
  return (
    <button
      type="button"
      {...rootProps}
      className="gw-cbtn"
      data-kind="account"
      data-testid="gw-network-button"
      disabled={!canSwitch}
      onClick={open}
      onPointerEnter={preloadNetworks}
      onFocus={preloadNetworks}
    >
      <NetworkIcon network={network} name={name} size={24} />
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
