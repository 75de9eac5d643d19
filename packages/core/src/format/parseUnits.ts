import { parseDecimal, roundDecimal } from './decimal.js'

/**
 * Turns a decimal string into an integer amount of base units (ether → wei). Digits beyond
 * `decimals` are rounded half-up.
 *
 * @throws InvalidDecimalError when `value` is not a decimal number.
 *
 * @example
 * import { parseUnits } from '@gangway/core'
 * parseUnits('1.5', 18) // 1500000000000000000n
 */
export function parseUnits(value: string, decimals: number): bigint {
  const d = parseDecimal(roundDecimal(value, decimals))
  return d.int * 10n ** BigInt(decimals - d.scale)
}
