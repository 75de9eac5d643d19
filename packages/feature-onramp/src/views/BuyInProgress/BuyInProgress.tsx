import { Button, CopyButton, Spinner, useEngine, useViewStyles } from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { ONRAMP_MESSAGES } from '../../constants.js'
import { buy } from '../../flow/purchase.js'
import { purchaseOf } from '../../flow/purchaseOf.js'
import { reset } from '../../internal/core.js'
import { onrampState } from '../../state.js'
import { css } from '../styles.js'

/**
 * BuyInProgress: the provider's window is open; copy its link; when the provider reports back,
 * 'Purchase complete' (the balances refresh) or 'Buy failed' with Try again; a window closed
 * before that says what to do next.
 */
export function BuyInProgress() {
  useViewStyles('feature-onramp', css)
  const engine = useEngine()
  const runtime = onrampState.get(engine)
  const purchase = useStore(runtime.$purchase)
  const balance = useStore(engine.$account)
  if (!purchase) return <section data-testid="gw-view-BuyInProgress" />
  const { provider, status, url } = purchase
  const retry = () => {
    const next = purchaseOf(engine, runtime)
    if (next) buy(engine, runtime, provider, next)
  }
  return (
    <section className="gw-stack" data-testid="gw-view-BuyInProgress" data-status={status}>
      <div className="gw-onramp-status" data-status={status} role="status">
        {(status === 'opening' || status === 'waiting') && (
          <>
            <Spinner label="Waiting for the provider" size={40} />
            <h2 className="gw-title">Buying with {provider.label}</h2>
            <p className="gw-muted">Complete the purchase in the {provider.label} window.</p>
          </>
        )}
        {status === 'success' && (
          <>
            <h2 className="gw-title">{ONRAMP_MESSAGES.completed}</h2>
            <p className="gw-muted" data-testid="gw-onramp-balance">
              Balance: {balance?.balance ?? '…'} {balance?.balanceSymbol ?? ''}
            </p>
          </>
        )}
        {status === 'failed' && (
          <>
            <h2 className="gw-title">{ONRAMP_MESSAGES.buyFailed}</h2>
            <p className="gw-muted">{provider.label} did not complete the purchase.</p>
          </>
        )}
        {status === 'abandoned' && (
          <>
            <h2 className="gw-title">Purchase not finished</h2>
            <p className="gw-muted">
              {ONRAMP_MESSAGES.abandoned}. If you paid, the funds arrive when {provider.label}{' '}
              settles; otherwise try again.
            </p>
          </>
        )}
      </div>
      <div className="gw-onramp-row">
        {url && (status === 'waiting' || status === 'abandoned') && (
          <CopyButton text={url} label="Copy link" copiedLabel="Link copied" labelled />
        )}
        {(status === 'failed' || status === 'abandoned') && (
          <button type="button" className="gw-btn" data-testid="gw-onramp-retry" onClick={retry}>
            {ONRAMP_MESSAGES.tryAgain}
          </button>
        )}
        {status === 'success' && (
          <Button data-testid="gw-onramp-done" onClick={() => reset(engine, 'Account')}>
            Back to account
          </Button>
        )}
      </div>
    </section>
  )
}
