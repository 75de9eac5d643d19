import { NetworkList } from '../../components/NetworkList/NetworkList.js'
import { useEngine } from '../../context/GangwayContext.js'
import { useT } from '../../hooks/useT.js'
import { goBack } from '../../internal/core.js'
import { connectingMessages } from '../../messages/connecting.js'
import { DisconnectButton } from '../Account/DisconnectButton.js'

/**
 * UnsupportedChain (spec §2): the wallet is on a network the app does not support. The visitor
 * switches to a configured one (core then closes the modal) or disconnects.
 */
export function UnsupportedChain() {
  const engine = useEngine()
  const t = useT('shell', connectingMessages)
  return (
    <div className="gw-stack" data-testid="gw-view-UnsupportedChain">
      <p className="gw-muted">{t('unsupportedNetwork')}</p>
      <NetworkList
        markActive={false}
        onSwitched={() => engine.$modal.get().open && goBack(engine)}
      />
      <DisconnectButton />
    </div>
  )
}
