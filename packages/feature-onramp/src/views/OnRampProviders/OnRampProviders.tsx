import {
  Button,
  fillNodes,
  ListItem,
  type Translate,
  useEngine,
  useLocale,
  useT,
  useViewStyles,
  View,
  ViewTitle,
} from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { Fragment } from 'react'
import { AMOUNT_PRESETS, PAYMENT_METHOD_BRANDS } from '../../constants.js'
import { buy } from '../../flow/purchase.js'
import { purchaseOf } from '../../flow/purchaseOf.js'
import { wholeAmount } from '../../flow/wholeAmount.js'
import { onrampMessages } from '../../messages.js'
import { purchasableOn } from '../../service/onrampService.js'
import { onrampState } from '../../state.js'
import { localDecimal } from '../localized.js'
import { css } from '../styles.js'
import { useOnrampData } from './useOnrampData.js'

const AMOUNT = /^\d{1,9}(\.\d{0,2})?$/

/** A payment method's name on the limits line (`'CARD'` → 'Card'; unknown ids as sent). */
function methodLabel(t: Translate<typeof onrampMessages>, id: string): string {
  const upper = id.toUpperCase()
  const key = `method.${upper}`
  if (key in onrampMessages) return t(key as keyof typeof onrampMessages)
  return PAYMENT_METHOD_BRANDS[upper] ?? id.replace(/_/g, ' ')
}

/**
 * OnRampProviders: the amount widget (fiat amount with presets, the fiat and token selects, the
 * limits), the quote, and the providers (label, fee range; disabled without a URL). Options and
 * quote come from the on-ramp service for the visitor's country; without it (or without a
 * country), the spec's §9 fallbacks. Amounts are whole: the service's URL generator takes no
 * cents, and the widget says so rather than rounding what the visitor typed.
 */
export function OnRampProviders() {
  useViewStyles('feature-onramp', css)
  const engine = useEngine()
  const t = useT('onramp', onrampMessages)
  const { locale } = useLocale()
  const money = (amount: string) => <bdi>{localDecimal(amount, locale)}</bdi>
  const runtime = onrampState.get(engine)
  const amount = useStore(runtime.$amount)
  const fiat = useStore(runtime.$fiat)
  const error = useStore(runtime.$error)
  useStore(engine.$account)
  const network = useStore(engine.$activeNetwork)
  const loadedNow = runtime.$options.get()
  const currency = loadedNow?.options.paymentCurrencies.find((c) => c.id === fiat)
  const card = currency?.limits.find((l) => l.id.toUpperCase() === 'CARD') ?? currency?.limits[0]
  const max = currency?.limits.reduce((m, l) => Math.max(m, Number(l.max)), 0) ?? 0
  const value = wholeAmount(amount)
  const amountError = !AMOUNT.test(amount)
    ? t('enterAmount')
    : value === undefined
      ? t('wholeAmount', { currency: fiat })
      : card && value < Number(card.min)
        ? fillNodes(t('belowMin'), { amount: money(card.min), currency: fiat })
        : max && value > max
          ? fillNodes(t('aboveMax'), { amount: money(max.toFixed(2)), currency: fiat })
          : undefined
  const { loaded, quote, symbol } = useOnrampData(engine, runtime, {
    amount: amountError === undefined ? value : undefined,
    paymentMethod: (card?.id ?? 'CARD').toUpperCase(),
  })
  const chainId = network ? String(network.id) : ''
  const purchasable = loaded ? purchasableOn(loaded.options, chainId) : []
  const purchase = purchaseOf(engine, runtime)

  return (
    <View name="OnRampProviders">
      <ViewTitle kind="sr">{t('view.OnRampProviders')}</ViewTitle>
      <div className="gw-onramp-amount">
        <label>
          <span className="gw-sr">{t('amount')}</span>
          <input
            className="gw-input"
            inputMode="numeric"
            data-testid="gw-onramp-amount"
            value={amount}
            onChange={(e) => runtime.$amount.set(e.target.value.replace(',', '.'))}
            aria-invalid={amountError !== undefined}
          />
        </label>
        <label>
          <span className="gw-sr">{t('currency')}</span>
          <select
            data-testid="gw-onramp-fiat"
            value={fiat}
            onChange={(e) => runtime.$fiat.set(e.target.value)}
          >
            {(loaded?.options.paymentCurrencies ?? [{ id: fiat }]).map((c) => (
              <option key={c.id} value={c.id}>
                {c.id}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="gw-onramp-presets">
        {AMOUNT_PRESETS.map((preset) => (
          <Button
            key={preset}
            kind="secondary"
            data-testid={`gw-onramp-preset-${preset}`}
            aria-pressed={amount === preset}
            onClick={() => runtime.$amount.set(preset)}
          >
            <bdi>
              {localDecimal(preset, locale)} {fiat}
            </bdi>
          </Button>
        ))}
      </div>
      <label>
        <span className="gw-sr">{t('tokenToBuy')}</span>
        <select
          className="gw-onramp-token"
          data-testid="gw-onramp-token"
          value={symbol}
          onChange={(e) => runtime.$asset.set(e.target.value)}
        >
          {(purchasable.length > 0 ? purchasable : [{ id: symbol, symbol, name: symbol }]).map(
            (c) => (
              <option key={c.id} value={c.symbol}>
                {c.name} ({c.symbol})
              </option>
            ),
          )}
        </select>
      </label>
      {currency && (
        <p className="gw-muted gw-onramp-limits" data-testid="gw-onramp-limits">
          {currency.limits.map((l, i) => (
            <Fragment key={l.id}>
              {i > 0 && ' · '}
              {methodLabel(t, l.id)}{' '}
              <bdi>
                {localDecimal(l.min, locale)}–{localDecimal(l.max, locale)} {fiat}
              </bdi>
            </Fragment>
          ))}
          {loaded?.fallback && ` ${t('defaultLimits')}`}
        </p>
      )}
      {amountError && amount !== '' && (
        <p className="gw-err" role="alert" data-testid="gw-onramp-amount-error">
          {amountError}
        </p>
      )}
      {/* The live region stays through an amount error, so the next quote is heard. */}
      <div data-testid="gw-onramp-quote" role="status" aria-live="polite">
        {!amountError && (
          <div className="gw-onramp-quote">
            {quote?.quote ? (
              <dl>
                <dt>{t('youGet')}</dt>
                <dd data-testid="gw-onramp-quote-amount">
                  <bdi>
                    {localDecimal(quote.quote.purchaseAmount.value, locale)}{' '}
                    {quote.quote.purchaseAmount.currency}
                  </bdi>
                </dd>
                <dt>{t('fees')}</dt>
                <dd>
                  <bdi>
                    {localDecimal(quote.quote.coinbaseFee.value, locale)} +{' '}
                    {localDecimal(quote.quote.networkFee.value, locale)}{' '}
                    {quote.quote.networkFee.currency}
                  </bdi>
                </dd>
                <dt>{t('total')}</dt>
                <dd>
                  <bdi>
                    {localDecimal(quote.quote.paymentTotal.value, locale)}{' '}
                    {quote.quote.paymentTotal.currency}
                  </bdi>
                </dd>
              </dl>
            ) : quote ? (
              <span className="gw-muted">{t('noQuote')}</span>
            ) : (
              <span className="gw-muted">{t('gettingQuote')}</span>
            )}
          </div>
        )}
      </div>
      {error && (
        <p className="gw-err" role="alert" data-testid="gw-onramp-error">
          {error}
        </p>
      )}
      <ul className="gw-list" aria-label={t('providers')}>
        {runtime.providers.map((provider) => (
          <ListItem
            key={provider.id}
            data-testid={`gw-onramp-provider-${provider.id}`}
            disabled={!provider.url || !purchase || amountError !== undefined}
            onClick={() => purchase && buy(engine, runtime, provider, purchase)}
            trailing={
              <span className="gw-tag">
                {provider.url ? (provider.feeRange ?? t('defaultFeeRange')) : t('unavailable')}
              </span>
            }
          >
            {provider.label}
          </ListItem>
        ))}
      </ul>
    </View>
  )
}
