import { NetworkList } from '../../components/NetworkList/NetworkList.js'
import { useEngine } from '../../context/GangwayContext.js'
import { goBack } from '../../internal/core.js'

/** Networks: the configured networks, the active one marked; a successful switch goes back. */
export function Networks() {
  const engine = useEngine()
  return (
    <div data-testid="gw-view-Networks">
      <NetworkList markActive onSwitched={() => goBack(engine)} />
    </div>
  )
}
