import { Button, Img, Spinner, useViewStyles } from '@gangway/modal-shell/kit'
import { useEffect } from 'react'
import { SWAP_MESSAGES } from '../../constants.js'
import { goBack } from '../../internal/core.js'
import { swapDetails } from '../../swap/details.js'
import { displayAmount } from '../../swap/maths.js'
import { approve, preparePreview, submitSwap } from '../../swap/preview.js'
import { getSwapSettings } from '../../swap/settings.js'
import { getSwapStore } from '../../swap/swapStore.js'
import { useSwap } from '../../swap/useSwap.js'
import { css } from '../styles.js'

const BUSY_LABELS = {
  checking: 'Checking allowance…',
  approving: 'Approving…',
  building: 'Preparing the swap…',
  swapping: 'Waiting for the wallet…',
} as const

/**
 * SwapPreview: what is paid and received, the minimum received at the max slippage, the fees;
 * Approve when the allowance is short, then Swap. Each step's failure is said under the buttons
 * and the view stays usable.
 */
export function SwapPreview() {
  useViewStyles('feature-swap', css)
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
  })
  if (!from || !to || !quote)
    return (
      <div className="gw-center" data-testid="gw-view-SwapPreview">
        <p className="gw-muted">{swap.quoting ? 'Getting a quote…' : 'Nothing to swap yet.'}</p>
        <button type="button" className="gw-btn" onClick={() => goBack(engine)}>
          Back
        </button>
      </div>
    )
  const busy = step in BUSY_LABELS ? BUSY_LABELS[step as keyof typeof BUSY_LABELS] : undefined
  return (
    <div className="gw-stack" data-testid="gw-view-SwapPreview" aria-busy={busy ? true : undefined}>
      <div className="gw-swap-summary">
        <span className="gw-swap-label">You pay</span>
        <p data-testid="gw-swap-preview-from">
          <Img src={from.iconUrl} name={from.symbol} size={28} />
          {displayAmount(quote.fromAmount)} {from.symbol}
        </p>
        <span className="gw-swap-label">You receive</span>
        <p data-testid="gw-swap-preview-to">
          <Img src={to.iconUrl} name={to.symbol} size={28} />
          {displayAmount(quote.toAmount)} {to.symbol}
        </p>
      </div>
      {swap.lowered && (
        <p className="gw-muted" role="status" data-testid="gw-swap-lowered">
          {SWAP_MESSAGES.amountLowered}
        </p>
      )}
      {details && (
        <dl className="gw-swap-rows">
          <div>
            <dt>Minimum received</dt>
            <dd data-testid="gw-swap-minimum">{details.minimumReceived}</dd>
          </div>
          <div>
            <dt>Max slippage</dt>
            <dd data-testid="gw-swap-preview-slippage">{swap.slippage}%</dd>
          </div>
          <div>
            <dt>Rate</dt>
            <dd>{details.rate}</dd>
          </div>
          {details.priceImpact && (
            <div>
              <dt>Price impact</dt>
              <dd>{details.priceImpact}</dd>
            </div>
          )}
          <div>
            <dt>Provider fee</dt>
            <dd>{details.providerFee}</dd>
          </div>
          {details.networkFee && (
            <div>
              <dt>Network fee</dt>
              <dd data-testid="gw-swap-preview-network-fee">{details.networkFee}</dd>
            </div>
          )}
        </dl>
      )}
      {step === 'needsApproval' && swap.approval?.spender && (
        <dl className="gw-swap-rows" data-testid="gw-swap-approval">
          <div>
            <dt>Approve</dt>
            <dd data-testid="gw-swap-approval-amount">
              exactly {displayAmount(quote.fromAmount)} {from.symbol}
            </dd>
          </div>
          <div>
            <dt>Spender</dt>
            <dd data-testid="gw-swap-approval-spender" className="gw-swap-address">
              {swap.approval.spender}
            </dd>
          </div>
        </dl>
      )}
      <p className="gw-swap-note">Review the swap carefully before you sign it.</p>
      {swap.error && (
        <p className="gw-err" role="alert" data-testid="gw-swap-error">
          {swap.error}
        </p>
      )}
      <div className="gw-swap-actions">
        <Button kind="secondary" data-testid="gw-swap-cancel" onClick={() => goBack(engine)}>
          Cancel
        </Button>
        {busy ? (
          <Button disabled aria-busy="true" data-testid="gw-swap-busy">
            <Spinner size={16} /> {busy}
          </Button>
        ) : step === 'needsApproval' ? (
          <Button data-testid="gw-swap-approve" onClick={() => void approve(engine)}>
            Approve {from.symbol}
          </Button>
        ) : step === 'ready' ? (
          <Button data-testid="gw-swap-confirm" onClick={() => void submitSwap(engine)}>
            Swap
          </Button>
        ) : (
          <Button data-testid="gw-swap-retry" onClick={() => void preparePreview(engine)}>
            Try again
          </Button>
        )}
      </div>
      {step === 'idle' && !swap.error && (
        <p className="gw-muted" aria-live="polite">
          {SWAP_MESSAGES.transactionFailed}
        </p>
      )}
    </div>
  )
}
