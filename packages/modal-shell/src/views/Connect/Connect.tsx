import { useStore } from '@nanostores/react'
import { type ComponentType, Fragment } from 'react'
import { WalletListItem } from '../../components/WalletListItem/WalletListItem.js'
import { useEngine } from '../../context/GangwayContext.js'
import { getConnectMethods, push, RECOMMENDED_WALLETS } from '../../internal/core.js'
import { isInstalled, uniqueConnectors } from '../../utils/uniqueConnectors.js'

/**
 * Views the auth feature registers to fill the email and social slots of Connect. A slot whose
 * view is not registered is left out (the feature is not configured).
 */
const SLOTS = { email: 'ConnectEmail', social: 'ConnectSocials' } as const

/**
 * Connect: the connect methods in the spec's order (email, social, wallet; wallet first when an
 * installed wallet is found); installed wallets first, then up to four recommended ones, then
 * the All-wallets entry.
 */
export function Connect() {
  const engine = useEngine()
  const connectors = uniqueConnectors(useStore(engine.$connectors))
  const views = useStore(engine.$views)
  const installed = connectors.filter(isInstalled)
  const recommended = connectors.filter((c) => !isInstalled(c)).slice(0, RECOMMENDED_WALLETS)

  return (
    <div className="gw-stack" data-testid="gw-view-Connect">
      {getConnectMethods(engine).map((method) => {
        if (method !== 'wallet') {
          const Slot = views[SLOTS[method]] as ComponentType<{ data: undefined }> | undefined
          return Slot ? <Slot key={method} data={undefined} /> : null
        }
        return (
          <Fragment key={method}>
            <ul className="gw-list" aria-label="Wallets">
              {[...installed, ...recommended].map((c) => (
                <WalletListItem
                  key={c.id}
                  id={c.id}
                  name={c.name}
                  icon={c.imageUrl}
                  tag={isInstalled(c) ? 'Installed' : undefined}
                  onClick={() =>
                    push(engine, 'ConnectingExternal', { connectorId: c.id, namespace: c.chain })
                  }
                />
              ))}
              {engine.config.allWallets && (
                <WalletListItem
                  id="all"
                  name="All Wallets"
                  tag={connectors.length > 0 ? String(connectors.length) : undefined}
                  onClick={() => push(engine, 'AllWallets')}
                />
              )}
            </ul>
            {!installed.length && !recommended.length && (
              <p className="gw-muted">No wallet found in this browser.</p>
            )}
          </Fragment>
        )
      })}
    </div>
  )
}
