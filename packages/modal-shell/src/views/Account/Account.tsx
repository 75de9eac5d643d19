import { useStore } from '@nanostores/react'
import { Avatar } from '../../components/Avatar/Avatar.js'
import { CopyButton } from '../../components/CopyButton/CopyButton.js'
import { Icon } from '../../components/Icon/Icon.js'
import { NetworkIcon } from '../../components/NetworkIcon/NetworkIcon.js'
import { useEngine } from '../../context/GangwayContext.js'
import { translateEntry, useLocale, useT } from '../../hooks/useT.js'
import { fetchBalance, formatAddress, preloadFeature, push, reset } from '../../internal/core.js'

import { accountMessages } from '../../messages/account.js'
import { frameMessages } from '../../messages/frame.js'
import { localBalance } from '../../utils/localBalance.js'
import { AccountTabs } from './AccountTabs.js'
import { ActionIcon } from './ActionIcon.js'
import { DisconnectButton } from './DisconnectButton.js'
import { useAccountActions } from './useAccountActions.js'
import { useAccountProfile } from './useAccountProfile.js'

/**
 * Account: avatar, name (from the identity endpoint) over the address (4…6) with copy, balance, the network entry, the actions
 * features add (Send, Swap…), the Tokens / NFTs / Activity tabs, and Disconnect.
 */
export function Account() {
  const engine = useEngine()
  const t = useT('shell', accountMessages)
  const tf = useT('shell', frameMessages)
  const { locale } = useLocale()
  const account = useStore(engine.$account)
  const network = useStore(engine.$activeNetwork)
  const namespace = useStore(engine.$activeNamespace)
  const actions = useAccountActions(namespace)
  const address = account?.address
  useAccountProfile(namespace, address, network?.caipNetworkId)

  if (!address) {
    return (
      <div className="gw-center" data-testid="gw-view-Account">
        <p className="gw-muted">{t('noAccount')}</p>
        <button type="button" className="gw-btn" onClick={() => reset(engine, 'Connect')}>
          {t('connectAWallet')}
        </button>
      </div>
    )
  }
  const symbol = account.balanceSymbol ?? network?.nativeCurrency.symbol
  return (
    <div className="gw-stack" data-testid="gw-view-Account">
      <div className="gw-center">
        <Avatar address={address} image={account.profileImage} />
        {account.profileName && (
          <h3 className="gw-title gw-account-name" data-testid="gw-account-name">
            {account.profileName}
          </h3>
        )}
        <div className="gw-row">
          <span
            className={account.profileName ? 'gw-muted' : 'gw-title'}
            data-testid="gw-account-address"
            title={address}
            dir="ltr"
          >
            {formatAddress(address)}
          </span>
          <CopyButton text={address} label={t('copyAddress')} />
        </div>
        <p
          className="gw-muted"
          data-testid="gw-account-balance"
          aria-busy={account.balanceLoading}
          dir="ltr"
        >
          {/* A known balance stays shown while it refreshes (token balances load under the same flag). */}
          {account.balanceLoading && account.balance === undefined ? (
            <span className="gw-skeleton" role="img" aria-label={tf('loadingBalance')} />
          ) : (
            localBalance(account.balance, symbol, locale)
          )}
          {/* Unknown is not zero (issue 36 §3): a balance that failed shows '—' and a retry. */}
          {!account.balanceLoading && account.balance === undefined && (
            <>
              {' '}
              <button
                type="button"
                className="gw-link"
                aria-label={t('retryBalance')}
                data-testid="gw-account-balance-retry"
                onClick={() => void fetchBalance(engine, { namespace, force: true })}
              >
                {t('retry')}
              </button>
            </>
          )}
        </p>
      </div>
      {network && (
        <button
          type="button"
          className="gw-item"
          data-testid="gw-account-network"
          onClick={() => push(engine, 'Networks')}
        >
          <NetworkIcon network={network} name={network.name} size={32} />
          <span className="gw-item-main">{network.name}</span>
          <Icon name="next" />
        </button>
      )}
      {actions.map((a) => {
        // Declared as data: the label from its feature's catalogue (`action.<id>`) once loaded.
        const label = a.featureId
          ? translateEntry(engine, a.featureId, `action.${a.id}`, a.label)
          : a.label
        return (
          <button
            key={a.id}
            type="button"
            className="gw-item"
            data-testid={`gw-action-${a.id}`}
            onClick={() => push(engine, a.view)}
            onPointerEnter={() => a.featureId && preloadFeature(engine, a.featureId)}
          >
            <ActionIcon icon={a.icon} name={label} />
            <span className="gw-item-main">{label}</span>
            <Icon name="next" />
          </button>
        )
      })}
      <AccountTabs />
      <DisconnectButton />
    </div>
  )
}
