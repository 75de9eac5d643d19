import { MAX_SLIPPAGE, MIN_SLIPPAGE } from '../constants.js'
import {
  compareDecimal,
  divDecimal,
  formatUnits,
  mulDecimal,
  parseUnits,
  roundDecimal,
  subDecimal,
} from '../internal/core.js'

/*
 * The Swap view's numbers. Amounts are decimal strings (what the visitor typed, what the service
 * answered, formatted from base units) or base-unit BigInts: never a float. Core's decimal maths
 * is exact for + − × and rounds ÷ half-up to 20 places (spec §9 "Big-number defaults: 20 decimal
 * places, round half-up").
 */

/** `amount × price` (USD), or `undefined` when either is unknown. */
export function usdValue(amount: string, price: string | undefined): string | undefined {
  if (price === undefined || amount === '' || !/^\d*\.?\d*$/.test(amount)) return undefined
  return mulDecimal(amount.endsWith('.') ? `${amount}0` : amount, price)
}

/** The rate row: how many target tokens one source token buys, `toAmount ÷ fromAmount`. */
export function swapRate(fromAmount: string, toAmount: string): string {
  return divDecimal(toAmount, fromAmount)
}

/**
 * Price impact, percent: how much less the target is worth than the source at the market's
 * prices, `(fromAmount × fromPrice − toAmount × toPrice) ÷ (fromAmount × fromPrice) × 100`.
 */
export function priceImpact(params: {
  fromAmount: string
  fromPrice: string
  toAmount: string
  toPrice: string
}): string | undefined {
  const input = mulDecimal(params.fromAmount, params.fromPrice)
  if (compareDecimal(input, '0') <= 0) return undefined
  const output = mulDecimal(params.toAmount, params.toPrice)
  return mulDecimal(divDecimal(subDecimal(input, output), input), '100')
}

/**
 * The slippage in basis points, or `undefined` unless a whole percent in [1, 50]: the convert
 * service takes an unsigned integer percent (bapi:src/handlers/convert/transaction.rs).
 */
export function slippageBps(slippage: string): bigint | undefined {
  if (!/^\d{1,2}$/.test(slippage)) return undefined
  if (compareDecimal(slippage, MIN_SLIPPAGE) < 0 || compareDecimal(slippage, MAX_SLIPPAGE) > 0)
    return undefined
  return parseUnits(slippage, 2)
}

/**
 * A remembered slippage from before whole percents (`'0.5'`, `'1.25'`): rounded down to a whole
 * percent (never looser than the visitor chose), at least 1 % (the least the service takes).
 * `undefined` for anything that was never a valid slippage (0.01–50, ≤ 2 decimals).
 */
export function toWholeSlippage(stored: string): string | undefined {
  if (slippageBps(stored) !== undefined) return stored
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(stored)
  if (!match || compareDecimal(stored, '0.01') < 0 || compareDecimal(stored, MAX_SLIPPAGE) > 0)
    return undefined
  return String(Math.max(1, Number(match[1])))
}

/**
 * Max slippage, in the target token: `toAmount × slippage ÷ 100`, the most the received amount
 * may fall short of the quote.
 */
export function maxSlippageAmount(toAmount: string, slippage: string): string {
  return divDecimal(mulDecimal(toAmount, slippage), '100')
}

/**
 * Minimum received, in base units: `toAmount × (10 000 − slippage in bps) ÷ 10 000`, rounded
 * down, exactly as the convert service sets the swap's minimum out.
 */
export function minimumReceived(toAmount: bigint, bps: bigint): bigint {
  return (toAmount * (10_000n - bps)) / 10_000n
}

/** The provider's fee in the source token: `fromAmount × feePercent ÷ 100`. */
export function providerFee(fromAmount: string, feePercent: string): string {
  return divDecimal(mulDecimal(fromAmount, feePercent), '100')
}

/** The network fee in USD: `fee` wei in the native currency (`÷ 10^decimals`) × its USD price. */
export function networkFeeUsd(params: {
  fee: bigint
  nativeDecimals: number
  nativePrice: string
}): string {
  return mulDecimal(formatUnits(params.fee, params.nativeDecimals), params.nativePrice)
}

const formats = new Map<string, Intl.NumberFormat>()

/** `locale`'s number format (cached): every decimal kept, ungrouped as English is. */
function numberFormat(locale: string, percent: boolean): Intl.NumberFormat {
  const id = `${locale}:${percent}`
  let format = formats.get(id)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: percent ? 'percent' : 'decimal',
      maximumFractionDigits: 20,
      useGrouping: false,
    })
    formats.set(id, format)
  }
  return format
}

/**
 * A decimal string in `locale`'s digits and decimal sign, exact: `Intl` reads a string as a
 * decimal (ES2023; the ES2022 lib types numbers only). English is written as it is.
 */
const localDecimal = (decimal: string, locale: string, percent = false): string =>
  locale === 'en'
    ? `${decimal}${percent ? '%' : ''}`
    : numberFormat(locale, percent).format(
        (percent ? `${decimal}E-2` : decimal) as unknown as number,
      )

/**
 * A decimal for display: rounded half-up to `places` (default 6), trailing zeros gone, in the
 * locale shown (issue 36 §1): `'1234.5679'`, `'1234,5679'` in German, `'۱۲۳۴٫۵۶۷۹'` in Persian.
 */
export function displayAmount(value: string, places = 6, locale = 'en'): string {
  return localDecimal(roundDecimal(value, places), locale)
}

/** A percentage (a decimal string of percent) in the locale shown: `'0.5%'`, `'0,5 %'` in German. */
export function displayPercent(percent: string, locale = 'en'): string {
  return localDecimal(percent, locale, true)
}
