import { compareDecimal, roundDecimal } from '../internal/core.js'

/** What a value no one knows shows: a dash, never a made-up $0.00. */
const UNKNOWN = '—'

/**
 * A number as a plain decimal string (no exponent): what `roundDecimal` reads. Not for display:
 * 'en-US' only fixes the decimal point of this machine-readable string.
 */
const plain = (value: number) =>
  value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })

const formats = new Map<string, Intl.NumberFormat>()

/** USD with 2 decimals in `locale`'s separators, symbol and sign placement (cached per locale). */
function usd(locale: string): Intl.NumberFormat {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    formats.set(locale, format)
  }
  return format
}

/**
 * `format` of a decimal string: read exactly where `Intl` implements ES2023 (every digit kept),
 * as a number before. The ES2022 lib this package builds with types numbers only. (`format` is
 * a getter that returns a bound function.)
 */
const formatDecimal = (format: Intl.NumberFormat, decimal: string): string =>
  (format.format as unknown as (value: string) => string)(decimal)

/**
 * A USD amount as features and the shell show it, in `locale` (the locale shown: `useLocale()`
 * in a component; default English): `'$1,234.57'`, `'1.234,57 $'` in German (2 decimals,
 * half-up, spec §9's rounding, done on the decimal string before `Intl` formats it, so a large
 * value loses no digit), `'<$0.01'` for a positive value that rounds to 0, a minus for a
 * negative one (where the locale puts it).
 * `value` is a decimal string (core's decimal maths), or a number as the data API's values come.
 * An unknown value (`undefined`: no price yet or none to be had; not finite; not a decimal) is
 * `'—'`, never `'$0.00'` (issue 36 §3 "unknown is not zero").
 *
 * @example
 * import { formatUsd } from '@gangway/modal-shell/kit'
 * formatUsd('1234.565') // '$1,234.57'
 * formatUsd('0.004') // '<$0.01'
 * formatUsd(308.625) // '$308.63'
 * formatUsd(undefined) // '—'
 * formatUsd('1234.565', 'de') // '1.234,57 $'
 */
export function formatUsd(value: string | number | undefined, locale = 'en'): string {
  const finite = typeof value === 'number' && Number.isFinite(value)
  if (typeof value !== 'string' && !finite) return UNKNOWN
  const decimal = typeof value === 'string' ? value : plain(value as number)
  let rounded: string
  try {
    rounded = roundDecimal(decimal, 2)
  } catch {
    return UNKNOWN
  }
  // A number's sign, not its decimal's: 1e-25 prints as '0' with 20 decimals, yet is dust.
  const positive = finite ? (value as number) > 0 : compareDecimal(decimal, '0') > 0
  if (positive && compareDecimal(rounded, '0') === 0) return `<${usd(locale).format(0.01)}`
  return formatDecimal(usd(locale), rounded)
}
