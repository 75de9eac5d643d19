import {
  Button,
  ListItem,
  useEngine,
  useViewStyles,
  View,
  ViewTitle,
} from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import {
  AMOUNT_PRESETS,
  DEFAULT_FEE_RANGE,
  ONRAMP_MESSAGES,
  PAYMENT_METHOD_LABELS,
} from '../../constants.js'
import { buy } from '../../flow/purchase.js'
import { purchaseOf } from '../../flow/purchaseOf.js'
import { wholeAmount } from '../../flow/wholeAmount.js'
import { purchasableOn } from '../../service/onrampService.js'
import { onrampState } from '../../state.js'
import { css } from '../styles.js'
import { useOnrampData } from './useOnrampData.js'

const AMOUNT = /^\d{1,9}(\.\d{0,2})?$/

/** A payment method's name on the limits line (`'CARD'` → 'Card'; unknown ids as sent). */
const methodLabel = (id: string) => PAYMENT_METHOD_LABELS[id.toUpperCase()] ?? id.replace(/_/g, ' ')

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
    ? 'Enter an amount'
    : value === undefined
      ? ONRAMP_MESSAGES.wholeAmount(fiat)
      : card && value < Number(card.min)
        ? ONRAMP_MESSAGES.belowMin(card.min, fiat)
        : max && value > max
          ? ONRAMP_MESSAGES.aboveMax(max.toFixed(2), fiat)
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
      <ViewTitle kind="sr">Buy crypto</ViewTitle>
      <div className="gw-onramp-amount">
        <label>
          <span className="gw-sr">Amount</span>
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
          <span className="gw-sr">Currency</span>
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
            {preset} {fiat}
          </Button>
        ))}
      </div>
      <label>
        <span className="gw-sr">Token</span>
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
          {currency.limits.map((l) => `${methodLabel(l.id)} ${l.min}–${l.max} ${fiat}`).join(' · ')}
          {loaded?.fallback ? ' (default limits)' : ''}
        </p>
      )}
      {amountError && amount !== '' && (
        <p className="gw-err" role="alert" data-testid="gw-onramp-amount-error">
          {amountError}
        </p>
      )}
      {!amountError && (
        <div className="gw-onramp-quote" data-testid="gw-onramp-quote" aria-live="polite">
          {quote?.quote ? (
            <dl>
              <dt>You get</dt>
              <dd data-testid="gw-onramp-quote-amount">
                {quote.quote.purchaseAmount.value} {quote.quote.purchaseAmount.currency}
              </dd>
              <dt>Fees</dt>
              <dd>
                {quote.quote.coinbaseFee.value} + {quote.quote.networkFee.value}{' '}
                {quote.quote.networkFee.currency}
              </dd>
              <dt>Total</dt>
              <dd>
                {quote.quote.paymentTotal.value} {quote.quote.paymentTotal.currency}
              </dd>
            </dl>
          ) : quote ? (
            <span className="gw-muted">No quote right now: the provider shows the price.</span>
          ) : (
            <span className="gw-muted">Getting a quote…</span>
          )}
        </div>
      )}
      {error && (
        <p className="gw-err" role="alert" data-testid="gw-onramp-error">
          {error}
        </p>
      )}
      <ul className="gw-list" aria-label="Providers">
        {runtime.providers.map((provider) => (
          <ListItem
            key={provider.id}
            data-testid={`gw-onramp-provider-${provider.id}`}
            disabled={!provider.url || !purchase || amountError !== undefined}
            onClick={() => purchase && buy(engine, runtime, provider, purchase)}
            trailing={
              <span className="gw-tag">
                {provider.url ? (provider.feeRange ?? DEFAULT_FEE_RANGE) : ONRAMP_MESSAGES.noUrl}
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
