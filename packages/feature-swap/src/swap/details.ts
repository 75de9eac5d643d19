import { formatUsd } from '@gangway/modal-shell/kit'
import { formatUnits, isZeroAmount, roundDecimal } from '../internal/core.js'
import { isNative } from './actions.js'
import {
  displayAmount,
  displayPercent,
  maxSlippageAmount,
  minimumReceived,
  networkFeeUsd,
  priceImpact,
  providerFee,
  slippageBps,
  swapRate,
  usdValue,
} from './maths.js'
import { networkFeeWei } from './networkFee.js'
import type { SwapState, SwapToken } from './swapStore.js'

/**
 * A USD line as the Swap view shows it: a value, or `—` with why (issue 36 §3 "unknown is not
 * zero"): `loading` (the price or the quote is on its way), `failed` (the price service gave
 * none: the view offers a retry) or `none` (no token, or an amount that is not a number).
 */
export type UsdLine = { text: string; status?: 'loading' | 'failed' | 'none' }

const UNKNOWN = '—'

/** `amount` of `token` in USD (in `locale`), when the amount and the token's price are known. */
function usdLine(
  token: SwapToken | undefined,
  amount: string | undefined,
  locale: string,
): UsdLine {
  if (!token) return { text: UNKNOWN, status: 'none' }
  if (amount === undefined) return { text: UNKNOWN, status: 'loading' }
  if (!/^\d*\.?\d*$/.test(amount)) return { text: UNKNOWN, status: 'none' }
  if (isZeroAmount(amount)) return { text: formatUsd('0', locale) }
  const usd = usdValue(amount, token.price)
  if (usd !== undefined) return { text: formatUsd(usd, locale) }
  return { text: UNKNOWN, status: token.priceUnavailable ? 'failed' : 'loading' }
}

/**
 * The USD lines under the two amounts. The source's is there as soon as its price is (before a
 * target is picked, before any quote): the amount typed × the source's price. The target's
 * follows the quote of the current amount. An empty or zero amount is worth `$0.00`. In
 * `locale`, the locale shown (`useLocale()`): `'1.500,00 $'` in German.
 */
export function swapUsdLines(state: SwapState, locale = 'en'): { from: UsdLine; to: UsdLine } {
  const { from, to, quote, amount } = state
  const toAmount = isZeroAmount(amount)
    ? amount
    : quote && quote.fromAmount === amount
      ? quote.toAmount
      : undefined
  return { from: usdLine(from, amount, locale), to: usdLine(to, toAmount, locale) }
}

/** The Swap view's computed rows (text), from the state and a quote of the current input. */
export type SwapDetails = {
  fromUsd: string | undefined
  toUsd: string | undefined
  rate: string
  priceImpact: string | undefined
  maxSlippage: string
  minimumReceived: string
  providerFee: string
  networkFee: string | undefined
}

/**
 * The rows the issue asks for, each through core's decimal maths (see `maths.ts` for the
 * definitions): USD values, rate, price impact, max slippage, minimum received, provider fee and
 * network fee in USD. `undefined` until a quote of the current input is there. Numbers,
 * percentages and USD in `params.locale`, the locale shown (default English).
 */
export function swapDetails(
  state: SwapState,
  params: { providerFeePercent: string; nativeDecimals: number; locale?: string },
): SwapDetails | undefined {
  const { from, to, quote, slippage, tx } = state
  const locale = params.locale ?? 'en'
  const amount = (value: string) => displayAmount(value, undefined, locale)
  const usd = (value: string) => formatUsd(value, locale)
  if (!from || !to || !quote || quote.fromAmount !== state.amount) return undefined
  const fromUsd = usdValue(quote.fromAmount, from.price)
  const toUsd = usdValue(quote.toAmount, to.price)
  const impact =
    from.price && to.price
      ? priceImpact({
          fromAmount: quote.fromAmount,
          fromPrice: from.price,
          toAmount: quote.toAmount,
          toPrice: to.price,
        })
      : undefined
  const bps = slippageBps(slippage) ?? 100n
  const fee = providerFee(quote.fromAmount, params.providerFeePercent)
  const feeUsd = usdValue(fee, from.price)
  const native = state.tokens.find(isNative)
  // One rule before and after the build (networkFee.ts): the gas limit × the standard gas price.
  const gasPrice = tx?.gasPrice ?? state.gasPrice
  const networkFee =
    gasPrice !== undefined && native?.price
      ? usd(
          networkFeeUsd({
            fee: networkFeeWei(gasPrice, tx?.gas),
            nativeDecimals: params.nativeDecimals,
            nativePrice: native.price,
          }),
        )
      : undefined
  return {
    fromUsd: fromUsd && usd(fromUsd),
    toUsd: toUsd && usd(toUsd),
    rate: `${amount('1')} ${from.symbol} = ${amount(swapRate(quote.fromAmount, quote.toAmount))} ${to.symbol}`,
    priceImpact: impact && displayPercent(roundDecimal(impact, 2), locale),
    maxSlippage: `${displayPercent(slippage, locale)} (${amount(maxSlippageAmount(quote.toAmount, slippage))} ${to.symbol})`,
    minimumReceived: `${amount(formatUnits(minimumReceived(quote.toBase, bps), to.decimals))} ${to.symbol}`,
    providerFee: feeUsd ? usd(feeUsd) : `${amount(fee)} ${from.symbol}`,
    networkFee,
  }
}
