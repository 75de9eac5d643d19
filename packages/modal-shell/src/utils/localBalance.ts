import { formatBalance } from '../internal/core.js'

/**
 * core's `formatBalance` (at most 3 decimals, half-up; `<0.001` for dust; `0.00` for zero; `—`
 * when unknown) in the locale shown: `'1,235 ETH'` in German (its digits and decimal sign, the
 * decimals as written, ungrouped as core writes a balance: `9999,988`).
 *
 * @example localBalance('1.23456', 'ETH', 'de') // '1,235 ETH'
 */
export function localBalance(
  value: string | number | null | undefined,
  symbol: string | undefined,
  locale: string,
): string {
  return formatBalance(value, symbol, locale)
}
