import { NetworkList } from '../../components/NetworkList/NetworkList.js'
import { useEngine } from '../../context/GangwayContext.js'
import { goBack } from '../../internal/core.js'
import { DisconnectButton } from '../Account/DisconnectButton.js'

/**
 * UnsupportedChain (spec §2): the wallet is on a network the app does not support. The visitor
 * switches to a configured one (core then closes the modal) or disconnects.
 */
export function UnsupportedChain() {
  const engine = useEngine()
  return (
    <div className="gw-stack" data-testid="gw-view-UnsupportedChain">
      <p className="gw-muted">
        Your wallet is on a network this app does not support. Switch to one of these networks to
        continue.
      </p>
      <NetworkList
        markActive={false}
        onSwitched={() => engine.$modal.get().open && goBack(engine)}
      />
      <DisconnectButton />
    </div>
  )
}
