import { ListItem, useEngine, useT, useViewStyles } from '@gangway/modal-shell/kit'
import { findViewProvider, push } from '../../internal/core.js'
import { onrampMessages } from '../../messages.js'
import { onrampState } from '../../state.js'
import { css } from '../styles.js'

/**
 * FundWallet: 'Buy crypto' (OnRampProviders, for an EVM account), 'Receive funds' (the Receive
 * view, when a feature registers it) and 'Deposit from exchange' (when the host lists exchanges).
 */
export function FundWallet() {
  useViewStyles('feature-onramp', css)
  const engine = useEngine()
  const t = useT('onramp', onrampMessages)
  const runtime = onrampState.get(engine)
  const evm = engine.$activeNetwork.get()?.chainNamespace === 'eip155'
  const receive = findViewProvider(engine, runtime.receiveView) !== undefined
  return (
    <section className="gw-stack" data-testid="gw-view-FundWallet">
      <ul className="gw-list">
        {evm && (
          <ListItem data-testid="gw-onramp-buy" onClick={() => push(engine, 'OnRampProviders')}>
            {t('buyCrypto')}
          </ListItem>
        )}
        {runtime.exchanges.length > 0 && (
          <ListItem
            data-testid="gw-onramp-exchange"
            onClick={() => push(engine, 'DepositFromExchange')}
          >
            {t('depositFromExchange')}
          </ListItem>
        )}
        {receive && (
          <ListItem
            data-testid="gw-onramp-receive"
            onClick={() => push(engine, runtime.receiveView)}
          >
            {t('receiveFunds')}
          </ListItem>
        )}
      </ul>
    </section>
  )
}
