import { ListItem, NetworkIcon, useEngine, useT, useViewStyles } from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { useId } from 'react'
import { receiveMessages } from '../../messages/receive.js'
import { compatibleNetworks } from '../../receive/compatibleNetworks.js'
import { css } from '../styles.js'

/** WalletCompatibleNetworks: every configured network of the account's family, by name. */
export function WalletCompatibleNetworks() {
  useViewStyles('feature-send', css)
  const engine = useEngine()
  const t = useT('receive', receiveMessages)
  const active = useStore(engine.$activeNetwork)
  useStore(engine.$activeNamespace)
  const headingId = useId()
  const networks = compatibleNetworks(engine)
  return (
    <div className="gw-stack" data-testid="gw-view-WalletCompatibleNetworks">
      <p className="gw-send-warning" id={headingId}>
        {t('receive.networksWarning')}
      </p>
      <ul className="gw-list" aria-labelledby={headingId}>
        {networks.map((network) => (
          <ListItem
            key={network.caipNetworkId}
            icon={<NetworkIcon network={network} name={network.name} size={32} />}
            current={network.caipNetworkId === active?.caipNetworkId}
            data-testid={`gw-receive-network-${network.caipNetworkId}`}
          >
            <span>{network.name}</span>
          </ListItem>
        ))}
      </ul>
    </div>
  )
}
