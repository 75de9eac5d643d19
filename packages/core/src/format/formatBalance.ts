import { TX_AMOUNT_DECIMALS } from '../constants/constants.js'
import { type DecimalInput, formatDecimal, roundDecimal } from './decimal.js'

/**
 * Formats a balance for display with 3 decimals, rounded down so it never shows more than the
 * visitor holds. A missing or unreadable balance shows `0.00 {symbol}` (spec §8 "Balance
 * failure falls back to 0.00 ETH").
 *
 * @example
 * import { formatBalance } from '@gangway/core'
 * formatBalance('1.23456', 'ETH') // '1.234 ETH'
 * formatBalance(undefined, 'ETH') // '0.00 ETH'
 */
export function formatBalance(value: DecimalInput | null | undefined, symbol: string): string {
  let text = '0.00'
  try {
    if (value != null) {
      text = formatDecimal(roundDecimal(value, TX_AMOUNT_DECIMALS, 'down'), TX_AMOUNT_DECIMALS)
    }
  } catch {
    // Unreadable balance: the spec's fallback text.
  }
  return symbol ? `${text} ${symbol}` : text
}
