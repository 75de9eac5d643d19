import {
  AmountInput,
  Spinner,
  TokenButton,
  type Translate,
  useLocale,
  useT,
  useViewStyles,
  type ViewProps,
} from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { useEffect, useId, useState } from 'react'
import { push } from '../../internal/core.js'
import { swapMessages } from '../../messages.js'
import {
  flipTokens,
  initSwap,
  isNative,
  retryPrice,
  setAmount,
  setMax,
} from '../../swap/actions.js'
import { swapDetails, swapUsdLines, type UsdLine } from '../../swap/details.js'
import { displayAmount } from '../../swap/maths.js'
import { startQuoteRefresh } from '../../swap/quotes.js'
import { getSwapSettings } from '../../swap/settings.js'
import type { SwapToken } from '../../swap/swapStore.js'
import { useSwap } from '../../swap/useSwap.js'
import { css } from '../styles.js'
import { SlippageSettings } from './SlippageSettings.js'

/**
 * Swap: the source amount with its token, balance and Max; flip; the target token and its quoted
 * amount; USD values, rate, price impact, max slippage (settable), provider fee and network fee;
 * the button naming what is missing or wrong, else Review swap. Quotes 200 ms after typing and
 * every 10 s while shown.
 */
export function Swap({ arguments: args }: ViewProps) {
  useViewStyles('feature-swap', css)
  const t = useT('swap', swapMessages)
  const { locale } = useLocale()
  const { engine, swap, check } = useSwap()
  const [settingsOpen, setSettingsOpen] = useState(false)
  const fromId = useId()
  const toId = useId()

  const { open } = useStore(engine.$modal)
  useEffect(() => {
    // The host's arguments (the router keeps the same object for the entry): checked in initSwap.
    if (open && swap.status === 'idle') void initSwap(engine, args)
  }, [engine, open, swap.status, args])
  useEffect(() => startQuoteRefresh(engine), [engine])

  if (swap.status === 'unsupported')
    return (
      <div className="gw-center" data-testid="gw-view-Swap">
        <p className="gw-err" role="alert" data-testid="gw-swap-unsupported">
          {t('check.unsupported')}
        </p>
      </div>
    )
  if (swap.status === 'error')
    return (
      <div className="gw-center" data-testid="gw-view-Swap">
        <p className="gw-err" role="alert">
          {t('error.somethingWentWrong')}
        </p>
        <button type="button" className="gw-btn" onClick={() => void initSwap(engine, args)}>
          {t('tryAgain')}
        </button>
      </div>
    )
  if (swap.status !== 'ready')
    return (
      <div className="gw-center" data-testid="gw-view-Swap" aria-busy="true">
        <Spinner label={t('loadingSwap')} />
      </div>
    )

  const { from, to, quote } = swap
  const settings = getSwapSettings(engine)
  const network = engine.$activeNetwork.get()
  const details = swapDetails(swap, {
    providerFeePercent: settings.providerFeePercent,
    nativeDecimals: network?.nativeCurrency.decimals ?? 18,
    locale,
  })
  // Issue 36 §3: the source's USD value as soon as its price is known, '—' (never $0.00) until.
  const usd = swapUsdLines(swap, locale)
  // The Retry goes once pressed: focus moves to the amount being priced, not to the page.
  const retry = (side: 'from' | 'to') => {
    document.getElementById(fromId)?.focus()
    void retryPrice(engine, side)
  }
  const toAmount =
    quote && quote.fromAmount === swap.amount
      ? displayAmount(quote.toAmount, undefined, locale)
      : ''
  return (
    <form
      className="gw-stack"
      data-testid="gw-view-Swap"
      onSubmit={(event) => {
        event.preventDefault()
        if (check === 'review') push(engine, 'SwapPreview')
      }}
    >
      {/* Said politely as the quote loads, arrives or fails (in the page before it changes). */}
      <p className="gw-sr" role="status" aria-live="polite" data-testid="gw-swap-status">
        {swap.quoting
          ? t('check.quoting')
          : swap.quoteError
            ? t(
                swap.quoteError === 'insufficientLiquidity'
                  ? 'check.insufficientLiquidity'
                  : 'check.quoteFailed',
              )
            : toAmount && to
              ? t('receiveAmount', { amount: toAmount, symbol: to.symbol })
              : ''}
      </p>
      <div className="gw-swap-field">
        <label htmlFor={fromId}>{t('youPay')}</label>
        <div className="gw-swap-line">
          <AmountInput
            id={fromId}
            label={t('amountToSwap')}
            value={swap.amount}
            onChange={(value) => setAmount(engine, value)}
            decimals={from?.decimals}
            invalid={check === 'incorrectValue' || check === 'insufficientBalance'}
            data-testid="gw-swap-from-amount"
          />
          <TokenChip side="from" token={from} t={t} onClick={() => pickToken(engine, 'from')} />
        </div>
        <div className="gw-swap-line">
          <UsdValue
            line={usd.from}
            testId="gw-swap-from-usd"
            retryLabel={retryLabel(t, from)}
            retry={t('retry')}
            onRetry={() => retry('from')}
          />
          {from && (
            <span className="gw-row">
              <span className="gw-muted" data-testid="gw-swap-from-balance">
                {from.balance === undefined ? '—' : displayAmount(from.balance, 4, locale)}{' '}
                {from.symbol}
              </span>
              <button
                type="button"
                className="gw-swap-max"
                data-testid="gw-swap-max"
                aria-label={t(isNative(from) ? 'maxLabelNative' : 'maxLabel')}
                onClick={() => setMax(engine)}
              >
                {t('max')}
              </button>
            </span>
          )}
        </div>
      </div>

      <div className="gw-swap-flip-row">
        <button
          type="button"
          className="gw-swap-flip"
          aria-label={t('switchTokens')}
          data-testid="gw-swap-flip"
          disabled={!from && !to}
          onClick={() => flipTokens(engine)}
        >
          ↓
        </button>
      </div>

      <div className="gw-swap-field">
        <label htmlFor={toId}>{t('youReceive')}</label>
        <div className="gw-swap-line">
          <input
            id={toId}
            className="gw-input"
            readOnly
            tabIndex={-1}
            placeholder="0"
            value={toAmount}
            aria-busy={swap.quoting || undefined}
            data-testid="gw-swap-to-amount"
          />
          <TokenChip side="to" token={to} t={t} onClick={() => pickToken(engine, 'to')} />
        </div>
        <div className="gw-swap-line">
          <UsdValue
            line={usd.to}
            testId="gw-swap-to-usd"
            retryLabel={retryLabel(t, to)}
            retry={t('retry')}
            onRetry={() => retry('to')}
          />
          {swap.quoting && <Spinner size={14} label={t('gettingQuote')} />}
        </div>
      </div>

      {details && (
        <dl className="gw-swap-rows" data-testid="gw-swap-details" aria-live="polite">
          <div>
            <dt>{t('rate')}</dt>
            <dd data-testid="gw-swap-rate">{details.rate}</dd>
          </div>
          {details.priceImpact && (
            <div>
              <dt>{t('priceImpact')}</dt>
              <dd data-testid="gw-swap-price-impact">{details.priceImpact}</dd>
            </div>
          )}
          <div>
            <dt>{t('maxSlippage')}</dt>
            <dd>
              <button
                type="button"
                className="gw-swap-link"
                aria-expanded={settingsOpen}
                data-testid="gw-swap-slippage"
                onClick={() => setSettingsOpen(!settingsOpen)}
              >
                {details.maxSlippage}
              </button>
            </dd>
          </div>
          <div>
            <dt>{t('providerFee')}</dt>
            <dd data-testid="gw-swap-provider-fee">{details.providerFee}</dd>
          </div>
          {details.networkFee && (
            <div>
              <dt>{t('networkFee')}</dt>
              <dd data-testid="gw-swap-network-fee">{details.networkFee}</dd>
            </div>
          )}
        </dl>
      )}
      {settingsOpen && details && <SlippageSettings engine={engine} slippage={swap.slippage} />}

      <button
        type="submit"
        className="gw-btn gw-swap-submit"
        data-testid="gw-swap-submit"
        disabled={check !== 'review'}
      >
        {check === 'quoting' && <Spinner size={16} />}
        {t(`check.${check}`)}
      </button>
    </form>
  )
}

/**
 * A USD value under an amount: the value, or '—' while unknown (issue 36 §3 "unknown is not
 * zero"), with a Retry when the price service gave none.
 */
function UsdValue(props: {
  line: UsdLine
  testId: string
  retryLabel: string
  retry: string
  onRetry: () => void
}) {
  const { line, testId, retryLabel, retry, onRetry } = props
  return (
    <span className="gw-row">
      <span
        className="gw-muted"
        data-testid={testId}
        aria-busy={line.status === 'loading' || undefined}
      >
        {line.text}
      </span>
      {line.status === 'failed' && (
        <button
          type="button"
          className="gw-swap-link"
          aria-label={retryLabel}
          data-testid={`${testId}-retry`}
          onClick={onRetry}
        >
          {retry}
        </button>
      )}
    </span>
  )
}

/** The price's Retry button's name: starts with its visible text (WCAG 2.5.3). */
const retryLabel = (t: Translate<typeof swapMessages>, token: SwapToken | undefined) =>
  token ? t('retryPrice', { symbol: token.symbol }) : t('retryPriceToken')

function pickToken(engine: ReturnType<typeof useSwap>['engine'], side: 'from' | 'to') {
  push(engine, 'SwapSelectToken', { side })
}

function TokenChip(props: {
  side: 'from' | 'to'
  token: SwapToken | undefined
  t: Translate<typeof swapMessages>
  onClick: () => void
}) {
  const { side, token, t, onClick } = props
  const pay = side === 'from'
  return (
    <TokenButton
      token={token}
      label={
        token
          ? t(pay ? 'changePayToken' : 'changeReceiveToken', { symbol: token.symbol })
          : t(pay ? 'selectPayToken' : 'selectReceiveToken')
      }
      onClick={onClick}
      data-testid={`gw-swap-${side}-token`}
    />
  )
}
