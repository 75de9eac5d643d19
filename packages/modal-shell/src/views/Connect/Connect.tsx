import { useStore } from '@nanostores/react'
import { type ComponentType, Fragment } from 'react'
import { ConnectorListItem } from '../../components/WalletListItem/ConnectorListItem.js'
import { WalletListItem } from '../../components/WalletListItem/WalletListItem.js'
import { useEngine } from '../../context/GangwayContext.js'
import { getConnectMethods, push, RECOMMENDED_WALLETS } from '../../internal/core.js'
import { isInstalled, uniqueConnectors } from '../../utils/uniqueConnectors.js'

/**
 * Views the auth feature registers to fill the email and social slots of Connect. A slot whose
 * view is not registered is left out (the feature is not configured).
 */
const SLOTS = { email: 'ConnectEmail', social: 'ConnectSocials' } as const
const SLOT_VIEWS = Object.values(SLOTS)

/**
 * Connect: the connect methods in the spec's order (email, social, wallet; wallet first when an
 * installed wallet is found); installed wallets first, then up to four recommended ones, then
 * the All-wallets entry. With no wallet at all, a short explanation and the All-wallets entry
 * highlighted (the wallet-list service fills AllWallets in a later issue).
 */
export function Connect() {
  const engine = useEngine()
  const connectors = uniqueConnectors(useStore(engine.$connectors))
  // Only the two slots: a feature registering other views does not re-render Connect.
  const views = useStore(engine.$views, { keys: SLOT_VIEWS })
  const installed = connectors.filter(isInstalled)
  const recommended = connectors.filter((c) => !isInstalled(c)).slice(0, RECOMMENDED_WALLETS)
  const none = !installed.length && !recommended.length
  const all = engine.config.allWallets

  return (
    <div className="gw-stack" data-testid="gw-view-Connect">
      {getConnectMethods(engine).map((method) => {
        if (method !== 'wallet') {
          const Slot = views[SLOTS[method]] as ComponentType<{ data: undefined }> | undefined
          return Slot ? <Slot key={method} data={undefined} /> : null
        }
        return (
          <Fragment key={method}>
            {none && (
              <div className="gw-center">
                <p className="gw-title">No wallet found in this browser</p>
                <p className="gw-muted">
                  A wallet extension lets you connect to this app. Install one and reload this page
                  {all ? ', or browse all wallets.' : '.'}
                </p>
              </div>
            )}
            <ul className="gw-list" aria-label="Wallets">
              {[...installed, ...recommended].map((c) => (
                <ConnectorListItem key={c.id} connector={c} />
              ))}
              {all && (
                <WalletListItem
                  id="all"
                  name="All Wallets"
                  tag={connectors.length > 0 ? String(connectors.length) : undefined}
                  primary={none}
                  onClick={() => push(engine, 'AllWallets')}
                />
              )}
            </ul>
          </Fragment>
        )
      })}
    </div>
  )
}
