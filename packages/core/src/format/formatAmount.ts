import { TX_AMOUNT_DECIMALS } from '../constants/constants.js'
import { type DecimalInput, formatDecimal } from './decimal.js'
import { localDigits } from './formatBalance.js'

/**
 * Formats an amount with a fixed number of decimals, rounded half-up (spec §9 "transaction
 * amounts 3 decimals"). Exact for any size: no floating point. In `locale` (the locale shown;
 * default English, written as before: `'1234.500'`), its digits and decimal sign, ungrouped as
 * English is: `'1234,500'` in German, `'۱٫۵۰۰'` in Persian (issue 36 §1).
 *
 * @throws InvalidDecimalError when `value` is not a number.
 *
 * @example
 * import { formatAmount } from '@gangway/core'
 * formatAmount('1.23456') // '1.235'
 * formatAmount(2) // '2.000'
 * formatAmount('1234.5', 3, 'de') // '1234,500'
 */
export function formatAmount(
  value: DecimalInput,
  decimals: number = TX_AMOUNT_DECIMALS,
  locale = 'en',
): string {
  return localDigits(formatDecimal(value, decimals), locale)
}
