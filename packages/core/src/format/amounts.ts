import { roundDecimal } from './decimal.js'
import { formatUnits } from './formatUnits.js'
import { parseUnits } from './parseUnits.js'

/*
 * Amounts as the visitor types them and services send them: decimal strings, or base-unit BigInts
 * (wei for 18 decimals), never a float. Send and Swap share these (one place, tested once).
 */

const AMOUNT = /^(\d*)(?:\.(\d*))?$/

/**
 * A typed decimal amount in base units, exactly, or `undefined` when `amount` is not a plain
 * decimal (digits, at most one point) with at most `decimals` digits after the point.
 *
 * @example
 * import { toBaseUnits } from '@gangway/core/internal'
 * toBaseUnits('12.345678', 6) // 12345678n
 * toBaseUnits('1.0000001', 6) // undefined
 */
export function toBaseUnits(amount: string, decimals: number): bigint | undefined {
  const match = AMOUNT.exec(amount.trim())
  if (!match) return undefined
  const [, whole = '', fraction = ''] = match
  if ((!whole && !fraction) || fraction.length > decimals) return undefined
  return parseUnits(`${whole || '0'}.${fraction || '0'}`, decimals)
}

/** Whether a typed amount is empty or zero ('', '.', '0', '0.000'). */
export function isZeroAmount(amount: string): boolean {
  return !/[1-9]/.test(amount)
}

/**
 * A service's decimal-string balance in base units, rounded down to `decimals` (what can really
 * be spent); `0n` when it is missing or not a decimal.
 */
export function balanceToBaseUnits(balance: string | undefined, decimals: number): bigint {
  if (!balance) return 0n
  try {
    return parseUnits(roundDecimal(balance, decimals, 'down'), decimals)
  } catch {
    return 0n
  }
}

/**
 * The most one can spend of a balance (base units) keeping `reserve` back (the network fee of a
 * native source; `0n` for a token), as a decimal string; never below 0.
 */
export function maxAmount(balance: bigint, decimals: number, reserve = 0n): string {
  return formatUnits(balance > reserve ? balance - reserve : 0n, decimals)
}
