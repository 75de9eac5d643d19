import { compareDecimal, roundDecimal } from '../internal/core.js'

/** What a value no one knows shows: a dash, never a made-up $0.00. */
const UNKNOWN = '—'

/** A number as a plain decimal string (no exponent): what `roundDecimal` reads. */
const plain = (value: number) =>
  value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })

/**
 * A USD amount as features and the shell show it: `'$1,234.57'` (2 decimals, half-up, spec §9's
 * rounding), `'<$0.01'` for a positive value that rounds to 0, a leading minus for a negative one.
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
 */
export function formatUsd(value: string | number | undefined): string {
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
  if (positive && compareDecimal(rounded, '0') === 0) return '<$0.01'
  const negative = rounded.startsWith('-')
  const [whole = '0', fraction = ''] = rounded.replace('-', '').split('.')
  return `${negative ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0')}`
}
