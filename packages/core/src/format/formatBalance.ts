import { TX_AMOUNT_DECIMALS } from '../constants/constants.js'
import { roundDecimal } from './decimal.js'

const DECIMAL = /^\d+(\.\d*)?$/
/** What an unknown value shows (issue 36 §3 "unknown is not zero"): never a made-up 0. */
const UNKNOWN = '—'

const formats = new Map<string, Intl.NumberFormat>()

/**
 * The (first) decimal written in `text` (`'1.235'`, `'<0.001'`, `'-2.500'`) in `locale`'s digits
 * and decimal sign, its decimals as written and ungrouped, as English writes it: exact, for
 * `Intl` reads a string as a decimal (ES2023; the ES2022 lib types numbers only). English is
 * returned as it is.
 * @internal
 */
export function localDigits(text: string, locale: string): string {
  if (locale === 'en') return text
  return text.replace(/-?\d+(\.\d+)?/, (decimal) => {
    const digits = decimal.split('.')[1]?.length ?? 0
    const id = `${locale}:${digits}`
    let format = formats.get(id)
    if (!format) {
      format = new Intl.NumberFormat(locale, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        useGrouping: false,
      })
      formats.set(id, format)
    }
    return format.format(decimal as unknown as number)
  })
}

/**
 * Formats a balance for display: at most 3 decimals (spec §9 "transaction amounts 3 decimals"),
 * rounded half-up (spec §9 "Big-number defaults: … round half-up"), trailing zeros dropped;
 * dust that rounds to zero shows as `<0.001`; zero shows `0.00 {symbol}`. A missing or
 * unreadable balance (`undefined`, `null`, `'1,000'`, `NaN`) is unknown and shows `—`, never a
 * made-up `0.00` (issue 36 §3 "unknown is not zero", over spec §8's "falls back to 0.00 ETH").
 * In `locale` (the locale shown; default English), its digits and decimal sign (issue 36 §1).
 *
 * @example
 * import { formatBalance } from '@gangway/core'
 * formatBalance('1.23456', 'ETH') // '1.235 ETH'
 * formatBalance('12.50', 'ETH') // '12.5 ETH'
 * formatBalance('0', 'ETH') // '0.00 ETH'
 * formatBalance(undefined, 'ETH') // '—'
 * formatBalance('1.23456', 'ETH', 'de') // '1,235 ETH'
 */
export function formatBalance(
  value: string | number | null | undefined,
  symbol = '',
  locale = 'en',
): string {
  const raw = (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(18) : value)
    ?.toString()
    .trim()
  if (!raw || !DECIMAL.test(raw)) return UNKNOWN
  let text = '0.00'
  const rounded = roundDecimal(raw, TX_AMOUNT_DECIMALS)
  if (rounded !== '0') text = rounded
  else if (/[1-9]/.test(raw)) text = `<0.${'0'.repeat(TX_AMOUNT_DECIMALS - 1)}1`
  text = localDigits(text, locale)
  return symbol ? `${text} ${symbol}` : text
}
