import { compareDecimal, roundDecimal } from '../internal/core.js'

/**
 * A USD amount as features show it: `'$1,234.57'` (2 decimals, half-up, spec §9's rounding),
 * `'<$0.01'` for a positive value that rounds to 0, a leading minus for a negative one. `value` is
 * a decimal string (core's decimal maths), never a float.
 *
 * @example
 * import { formatUsd } from '@gangway/modal-shell/kit'
 * formatUsd('1234.565') // '$1,234.57'
 * formatUsd('0.004') // '<$0.01'
 */
export function formatUsd(value: string): string {
  const rounded = roundDecimal(value, 2)
  if (compareDecimal(rounded, '0') === 0 && compareDecimal(value, '0') > 0) return '<$0.01'
  const negative = rounded.startsWith('-')
  const [whole = '0', fraction = ''] = rounded.replace('-', '').split('.')
  return `${negative ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0')}`
}
