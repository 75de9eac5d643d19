import {
  Button,
  CopyButton,
  fillNodes,
  Spinner,
  useEngine,
  useLocale,
  useT,
  useViewStyles,
} from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { buy } from '../../flow/purchase.js'
import { purchaseOf } from '../../flow/purchaseOf.js'
import { reset } from '../../internal/core.js'
import { onrampMessages } from '../../messages.js'
import { onrampState } from '../../state.js'
import { localDecimal } from '../localized.js'
import { css } from '../styles.js'

/**
 * BuyInProgress: the provider's window is open; copy its link; when the provider reports back,
 * 'Purchase complete' (the balances refresh) or 'Buy failed' with Try again; a window closed
 * before that says what to do next.
 */
export function BuyInProgress() {
  useViewStyles('feature-onramp', css)
  const engine = useEngine()
  const t = useT('onramp', onrampMessages)
  const { locale } = useLocale()
  const runtime = onrampState.get(engine)
  const purchase = useStore(runtime.$purchase)
  const balance = useStore(engine.$account)
  if (!purchase) return <section data-testid="gw-view-BuyInProgress" />
  const { provider, status, url } = purchase
  const name = <bdi>{provider.label}</bdi>
  const retry = () => {
    const next = purchaseOf(engine, runtime)
    if (next) buy(engine, runtime, provider, next)
  }
  return (
    <section className="gw-stack" data-testid="gw-view-BuyInProgress" data-status={status}>
      <div className="gw-onramp-status" data-status={status} role="status">
        {(status === 'opening' || status === 'waiting') && (
          <>
            <Spinner label={t('waitingForProvider')} size={40} />
            <h2 className="gw-title">{fillNodes(t('buyingWith'), { provider: name })}</h2>
            <p className="gw-muted">{fillNodes(t('completeIn'), { provider: name })}</p>
          </>
        )}
        {status === 'success' && (
          <>
            <h2 className="gw-title">{t('completed')}</h2>
            <p className="gw-muted" data-testid="gw-onramp-balance">
              {fillNodes(t('balance'), {
                balance: (
                  <bdi>
                    {balance?.balance === undefined ? '…' : localDecimal(balance.balance, locale)}{' '}
                    {balance?.balanceSymbol ?? ''}
                  </bdi>
                ),
              })}
            </p>
          </>
        )}
        {status === 'failed' && (
          <>
            <h2 className="gw-title">{t('buyFailed')}</h2>
            <p className="gw-muted">{fillNodes(t('notCompleted'), { provider: name })}</p>
          </>
        )}
        {status === 'abandoned' && (
          <>
            <h2 className="gw-title">{t('notFinished')}</h2>
            <p className="gw-muted">{fillNodes(t('abandoned'), { provider: name })}</p>
          </>
        )}
      </div>
      <div className="gw-onramp-row">
        {url && (status === 'waiting' || status === 'abandoned') && (
          <CopyButton text={url} label={t('copyLink')} copiedLabel={t('linkCopied')} labelled />
        )}
        {(status === 'failed' || status === 'abandoned') && (
          <button type="button" className="gw-btn" data-testid="gw-onramp-retry" onClick={retry}>
            {t('tryAgain')}
          </button>
        )}
        {status === 'success' && (
          <Button data-testid="gw-onramp-done" onClick={() => reset(engine, 'Account')}>
            {t('backToAccount')}
          </Button>
        )}
      </div>
    </section>
  )
}
