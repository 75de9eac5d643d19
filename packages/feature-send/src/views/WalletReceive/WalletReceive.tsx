import {
  Button,
  NetworkIcon,
  QrCode,
  useEngine,
  useT,
  useViewStyles,
} from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { formatAddress, push } from '../../internal/core.js'
import { receiveMessages } from '../../messages/receive.js'
import { compatibleNetworks } from '../../receive/compatibleNetworks.js'
import { MAX_NETWORK_ICONS } from '../../receive/constants.js'
import { copyAddress } from '../../receive/copyAddress.js'
import { css } from '../styles.js'

/**
 * WalletReceive: the address chip (name, or 4…6, with the network icon; copies), the address as
 * a QR code (its encoder loads on first draw), 'Copy address', and the networks it can receive
 * on (up to 5 icons) leading to WalletCompatibleNetworks. 'Account not found' with no account.
 */
export function WalletReceive() {
  useViewStyles('feature-send', css)
  const engine = useEngine()
  const t = useT('receive', receiveMessages)
  const account = useStore(engine.$account)
  const network = useStore(engine.$activeNetwork)
  useStore(engine.$activeNamespace)
  const address = account?.address
  if (!address)
    return (
      <div className="gw-center" data-testid="gw-view-WalletReceive">
        <p className="gw-muted">{t('receive.accountNotFound')}</p>
      </div>
    )
  const networks = compatibleNetworks(engine)
  const name = account.profileName ?? undefined
  return (
    <div className="gw-stack" data-testid="gw-view-WalletReceive">
      <div className="gw-row">
        <button
          type="button"
          className="gw-send-chip"
          data-testid="gw-receive-address"
          // WCAG 2.5.3 Label in Name: the name starts with the text shown (name, or 4…6).
          aria-label={t('receive.copyChip', { name: name ?? formatAddress(address), address })}
          title={address}
          onClick={() => void copyAddress(engine, address)}
        >
          {network && <NetworkIcon network={network} name={network.name} size={24} />}
          {/* An address reads left-to-right in a right-to-left page; a name keeps its own direction. */}
          <bdi dir={name ? undefined : 'ltr'}>{name ?? formatAddress(address)}</bdi>
        </button>
      </div>
      <div className="gw-receive-qr">
        <QrCode value={address} label={t('receive.qrCode', { address })} />
      </div>
      <Button
        kind="secondary"
        data-testid="gw-receive-copy"
        onClick={() => void copyAddress(engine, address)}
      >
        {t('receive.copyAddress')}
      </Button>
      <button
        type="button"
        className="gw-receive-networks"
        data-testid="gw-receive-networks"
        onClick={() => push(engine, 'WalletCompatibleNetworks')}
      >
        <span>{t(networks.length === 1 ? 'receive.oneNetwork' : 'receive.manyNetworks')}</span>
        <span className="gw-receive-icons" aria-hidden="true">
          {networks.slice(0, MAX_NETWORK_ICONS).map((n) => (
            <NetworkIcon key={n.caipNetworkId} network={n} name={n.name} size={24} />
          ))}
        </span>
      </button>
    </div>
  )
}
