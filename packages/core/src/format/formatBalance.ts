import { TX_AMOUNT_DECIMALS } from '../constants/constants.js'
import { roundDecimal } from './decimal.js'

const DECIMAL = /^\d+(\.\d*)?$/
/** What an unknown value shows (issue 36 §3 "unknown is not zero"): never a made-up 0. */
const UNKNOWN = '—'

/**
 * Formats a balance for display: at most 3 decimals (spec §9 "transaction amounts 3 decimals"),
 * rounded half-up (spec §9 "Big-number defaults: … round half-up"), trailing zeros dropped;
 * dust that rounds to zero shows as `<0.001`; zero shows `0.00 {symbol}`. A missing or
 * unreadable balance (`undefined`, `null`, `'1,000'`, `NaN`) is unknown and shows `—`, never a
 * made-up `0.00` (issue 36 §3 "unknown is not zero", over spec §8's "falls back to 0.00 ETH").
 *
 * @example
 * import { formatBalance } from '@gangway/core'
 * formatBalance('1.23456', 'ETH') // '1.235 ETH'
 * formatBalance('12.50', 'ETH') // '12.5 ETH'
 * formatBalance('0', 'ETH') // '0.00 ETH'
 * formatBalance(undefined, 'ETH') // '—'
 */
export function formatBalance(value: string | number | null | undefined, symbol = ''): string {
  const raw = (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(18) : value)
    ?.toString()
    .trim()
  if (!raw || !DECIMAL.test(raw)) return UNKNOWN
  let text = '0.00'
  const rounded = roundDecimal(raw, TX_AMOUNT_DECIMALS)
  if (rounded !== '0') text = rounded
  else if (/[1-9]/.test(raw)) text = `<0.${'0'.repeat(TX_AMOUNT_DECIMALS - 1)}1`
  return symbol ? `${text} ${symbol}` : text
}
