import { TX_AMOUNT_DECIMALS } from '../constants/constants.js'
import { type DecimalInput, formatDecimal } from './decimal.js'

/**
 * Formats an amount with a fixed number of decimals, rounded half-up (spec §9 "transaction
 * amounts 3 decimals"). Exact for any size: no floating point.
 *
 * @throws InvalidDecimalError when `value` is not a number.
 *
 * @example
 * import { formatAmount } from '@gangway/core'
 * formatAmount('1.23456') // '1.235'
 * formatAmount(2) // '2.000'
 */
export function formatAmount(value: DecimalInput, decimals: number = TX_AMOUNT_DECIMALS): string {
  return formatDecimal(value, decimals)
}
