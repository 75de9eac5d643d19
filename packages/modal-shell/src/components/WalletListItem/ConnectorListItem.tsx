import { useEngine } from '../../context/GangwayContext.js'
import { type Connector, push } from '../../internal/core.js'
import { isInstalled } from '../../utils/uniqueConnectors.js'
import { WalletListItem } from './WalletListItem.js'

/** A connector's wallet entry ("Installed" when the browser has it); picking it connects. */
export function ConnectorListItem({ connector }: { connector: Connector }) {
  const engine = useEngine()
  return (
    <WalletListItem
      id={connector.id}
      name={connector.name}
      icon={connector.imageUrl}
      tag={isInstalled(connector) ? 'Installed' : undefined}
      onClick={() =>
        push(engine, 'ConnectingExternal', {
          connectorId: connector.id,
          namespace: connector.chain,
        })
      }
    />
  )
}
