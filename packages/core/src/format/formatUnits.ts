import { formatDecimal } from './decimal.js'

/**
 * Turns an integer amount of base units into a decimal string (wei → ether, lamports → SOL).
 *
 * @example
 * import { formatUnits } from '@gangway/core'
 * formatUnits(1_500_000_000_000_000_000n, 18) // '1.5'
 */
export function formatUnits(value: bigint, decimals: number): string {
  return formatDecimal({ int: value, scale: decimals })
}
