import { ListItem, useEngine, useViewStyles } from '@gangway/modal-shell/kit'
import { findViewProvider, push } from '../../internal/core.js'
import { onrampState } from '../../state.js'
import { css } from '../styles.js'

/**
 * FundWallet: 'Buy crypto' (OnRampProviders, for an EVM account), 'Receive funds' (the Receive
 * view, when a feature registers it) and 'Deposit from exchange' (when the host lists exchanges).
 */
export function FundWallet() {
  useViewStyles('feature-onramp', css)
  const engine = useEngine()
  const runtime = onrampState.get(engine)
  const evm = engine.$activeNetwork.get()?.chainNamespace === 'eip155'
  const receive = findViewProvider(engine, runtime.receiveView) !== undefined
  return (
    <section className="gw-stack" data-testid="gw-view-FundWallet">
      <ul className="gw-list">
        {evm && (
          <ListItem data-testid="gw-onramp-buy" onClick={() => push(engine, 'OnRampProviders')}>
            Buy crypto
          </ListItem>
        )}
        {runtime.exchanges.length > 0 && (
          <ListItem
            data-testid="gw-onramp-exchange"
            onClick={() => push(engine, 'DepositFromExchange')}
          >
            Deposit from exchange
          </ListItem>
        )}
        {receive && (
          <ListItem
            data-testid="gw-onramp-receive"
            onClick={() => push(engine, runtime.receiveView)}
          >
            Receive funds
          </ListItem>
        )}
      </ul>
    </section>
  )
}
