import { formatUsd } from '@gangway/modal-shell/kit'
import { isZeroAmount, mulDecimal } from '../internal/core.js'

/*
 * Amounts stay decimal strings (what the visitor typed, what the services send) or base-unit
 * BigInts (wei): never a float. Prices are the only numbers, and they only ever scale a decimal
 * string through core's exact decimal maths.
 */

/**
 * The gas reserve of a native send: the fee's units (gas limit) × the service's standard gas
 * price (spec §7 gas-price), in base units.
 */
export function gasReserve(units: bigint, gasPrice: bigint): bigint {
  return units * gasPrice
}

/**
 * The USD value of `amount` at `price`, as the kit's `formatUsd` shows it ('$1,234.57'), or
 * `undefined` when the amount or the price is unknown or not a number. In `locale`'s separators
 * and sign placement (the locale shown).
 */
export function usdValue(
  amount: string,
  price: string | number | undefined,
  locale = 'en',
): string | undefined {
  if (price === undefined || amount === '' || isZeroAmount(amount)) return undefined
  try {
    return formatUsd(mulDecimal(amount.endsWith('.') ? `${amount}0` : amount, price), locale)
  } catch {
    return undefined
  }
}

/**
 * What `amount` is worth as the Send view shows it: the USD value at `price`; `'$0.00'` when
 * nothing or zero is typed (a known zero); `'—'` when the price is unknown (not loaded, or the
 * price service gave none) or the amount is not a plain decimal: never a made-up `'$0.00'`
 * (issue 36 §3 "unknown is not zero").
 */
export function usdText(amount: string, price: string | number | undefined, locale = 'en'): string {
  if (!/^\d*\.?\d*$/.test(amount)) return '—'
  if (isZeroAmount(amount)) return formatUsd('0', locale)
  return usdValue(amount, price, locale) ?? '—'
}
