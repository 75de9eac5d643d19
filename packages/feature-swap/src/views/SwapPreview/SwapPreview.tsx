import { Button, Img, Spinner, useLocale, useT, useViewStyles } from '@gangway/modal-shell/kit'
import { useEffect } from 'react'
import { goBack } from '../../internal/core.js'
import { swapMessages } from '../../messages.js'
import { swapDetails } from '../../swap/details.js'
import { displayAmount, displayPercent } from '../../swap/maths.js'
import { approve, preparePreview, submitSwap } from '../../swap/preview.js'
import { getSwapSettings } from '../../swap/settings.js'
import { getSwapStore } from '../../swap/swapStore.js'
import { failureText } from '../../swap/text.js'
import { useSwap } from '../../swap/useSwap.js'
import { css } from '../styles.js'

/** The steps that wait, each said on the busy button (`busy.<step>`). */
const BUSY_STEPS = ['checking', 'approving', 'building', 'swapping'] as const

/**
 * SwapPreview: what is paid and received, the minimum received at the max slippage, the fees;
 * Approve when the allowance is short, then Swap. Each step's failure is said under the buttons
 * and the view stays usable.
 */
export function SwapPreview() {
  useViewStyles('feature-swap', css)
  const t = useT('swap', swapMessages)
  const { locale } = useLocale()
  const amount = (value: string) => displayAmount(value, undefined, locale)
  const { engine, swap } = useSwap()
  // Once per visit: coming back from ApproveTransaction (pushed on top for the wallet request)
  // keeps the step and its error.
  useEffect(() => {
    if (getSwapStore(engine).get().step === 'idle') void preparePreview(engine)
  }, [engine])
  const { from, to, quote, step } = swap
  const network = engine.$activeNetwork.get()
  const details = swapDetails(swap, {
    providerFeePercent: getSwapSettings(engine).providerFeePercent,
    nativeDecimals: network?.nativeCurrency.decimals ?? 18,
    locale,
  })
  if (!from || !to || !quote)
    return (
      <div className="gw-center" data-testid="gw-view-SwapPreview">
        <p className="gw-muted">{t(swap.quoting ? 'gettingQuoteBusy' : 'nothingToSwap')}</p>
        <button type="button" className="gw-btn" onClick={() => goBack(engine)}>
          {t('back')}
        </button>
      </div>
    )
  const waiting = BUSY_STEPS.find((s) => s === step)
  const busy = waiting && t(`busy.${waiting}`)
  return (
    <div className="gw-stack" data-testid="gw-view-SwapPreview" aria-busy={busy ? true : undefined}>
      <div className="gw-swap-summary">
        <span className="gw-swap-label">{t('youPay')}</span>
        <p data-testid="gw-swap-preview-from">
          <Img src={from.iconUrl} name={from.symbol} size={28} />
          {amount(quote.fromAmount)} {from.symbol}
        </p>
        <span className="gw-swap-label">{t('youReceive')}</span>
        <p data-testid="gw-swap-preview-to">
          <Img src={to.iconUrl} name={to.symbol} size={28} />
          {amount(quote.toAmount)} {to.symbol}
        </p>
      </div>
      {swap.lowered && (
        <p className="gw-muted" role="status" data-testid="gw-swap-lowered">
          {t('amountLowered')}
        </p>
      )}
      {details && (
        <dl className="gw-swap-rows">
          <div>
            <dt>{t('minimumReceived')}</dt>
            <dd data-testid="gw-swap-minimum">{details.minimumReceived}</dd>
          </div>
          <div>
            <dt>{t('maxSlippage')}</dt>
            <dd data-testid="gw-swap-preview-slippage">{displayPercent(swap.slippage, locale)}</dd>
          </div>
          <div>
            <dt>{t('rate')}</dt>
            <dd>{details.rate}</dd>
          </div>
          {details.priceImpact && (
            <div>
              <dt>{t('priceImpact')}</dt>
              <dd>{details.priceImpact}</dd>
            </div>
          )}
          <div>
            <dt>{t('providerFee')}</dt>
            <dd>{details.providerFee}</dd>
          </div>
          {details.networkFee && (
            <div>
              <dt>{t('networkFee')}</dt>
              <dd data-testid="gw-swap-preview-network-fee">{details.networkFee}</dd>
            </div>
          )}
        </dl>
      )}
      {step === 'needsApproval' && swap.approval?.spender && (
        <dl className="gw-swap-rows" data-testid="gw-swap-approval">
          <div>
            <dt>{t('approve')}</dt>
            <dd data-testid="gw-swap-approval-amount">
              {t('approveExactly', {
                amount: amount(quote.fromAmount),
                symbol: from.symbol,
              })}
            </dd>
          </div>
          <div>
            <dt>{t('spender')}</dt>
            <dd data-testid="gw-swap-approval-spender" className="gw-swap-address">
              <span dir="ltr">{swap.approval.spender}</span>
            </dd>
          </div>
        </dl>
      )}
      <p className="gw-swap-note">{t('reviewCarefully')}</p>
      {swap.error && (
        <p className="gw-err" role="alert" data-testid="gw-swap-error">
          {failureText(engine, swap.error)}
        </p>
      )}
      <div className="gw-swap-actions">
        <Button kind="secondary" data-testid="gw-swap-cancel" onClick={() => goBack(engine)}>
          {t('cancel')}
        </Button>
        {busy ? (
          <Button disabled aria-busy="true" data-testid="gw-swap-busy">
            <Spinner size={16} /> {busy}
          </Button>
        ) : step === 'needsApproval' ? (
          <Button data-testid="gw-swap-approve" onClick={() => void approve(engine)}>
            {t('approveToken', { symbol: from.symbol })}
          </Button>
        ) : step === 'ready' ? (
          <Button data-testid="gw-swap-confirm" onClick={() => void submitSwap(engine)}>
            {t('confirmSwap')}
          </Button>
        ) : (
          <Button data-testid="gw-swap-retry" onClick={() => void preparePreview(engine)}>
            {t('tryAgain')}
          </Button>
        )}
      </div>
      {step === 'idle' && !swap.error && (
        <p className="gw-muted" aria-live="polite">
          {t('error.transactionFailed')}
        </p>
      )}
    </div>
  )
}
