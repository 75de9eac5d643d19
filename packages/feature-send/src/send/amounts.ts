import { formatUnits, mulDecimal, parseUnits, roundDecimal } from '../internal/core.js'

/*
 * Amounts stay decimal strings (what the visitor typed, what the services send) or base-unit
 * BigInts (wei): never a float. Prices are the only numbers, and they only ever scale a decimal
 * string through core's exact decimal maths.
 */

const AMOUNT = /^(\d*)(?:\.(\d*))?$/

/**
 * The amount in base units (wei for 18 decimals), exactly, or `undefined` when `amount` is not a
 * plain decimal with at most `decimals` digits after the point.
 *
 * @example
 * toBaseUnits('12.345678', 6) // 12345678n
 * toBaseUnits('0.1', 18) + toBaseUnits('0.2', 18) === toBaseUnits('0.3', 18) // true
 */
export function toBaseUnits(amount: string, decimals: number): bigint | undefined {
  const match = AMOUNT.exec(amount.trim())
  if (!match) return undefined
  const [, whole = '', fraction = ''] = match
  if (!whole && !fraction) return undefined
  if (fraction.length > decimals) return undefined
  return parseUnits(`${whole || '0'}.${fraction || '0'}`, decimals)
}

/** Whether `amount` is empty or zero ('', '.', '0', '0.000'). */
export function isZeroAmount(amount: string): boolean {
  return !/[1-9]/.test(amount)
}

/**
 * The most one can send: a token's whole balance rounded down to its decimals; for the native
 * currency, the balance less the gas reserve, never below 0.
 *
 * @param balance the balance in base units
 * @param reserve the gas reserve in base units (native only; 0n for a token)
 * @returns a decimal string in the token's unit
 */
export function maxAmount(balance: bigint, decimals: number, reserve = 0n): string {
  const left = balance > reserve ? balance - reserve : 0n
  return formatUnits(left, decimals)
}

/** A balance decimal string (from a service) in base units, rounded down to `decimals`. */
export function balanceToBaseUnits(balance: string, decimals: number): bigint {
  try {
    return parseUnits(roundDecimal(balance, decimals, 'down'), decimals)
  } catch {
    return 0n
  }
}

/**
 * The gas reserve of a native send: the fee's units (gas limit) × the service's standard gas
 * price (spec §7 gas-price), in base units.
 */
export function gasReserve(units: bigint, gasPrice: bigint): bigint {
  return units * gasPrice
}

/**
 * The USD value of `amount` at `price`, as '$1,234.57' (2 decimals, half-up), or `undefined`
 * when the amount or the price is unknown or not a number.
 */
export function usdValue(amount: string, price: string | number | undefined): string | undefined {
  if (price === undefined || amount === '' || isZeroAmount(amount)) return undefined
  try {
    const value = roundDecimal(mulDecimal(amount.endsWith('.') ? `${amount}0` : amount, price), 2)
    const [whole = '0', fraction = ''] = value.split('.')
    return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0')}`
  } catch {
    return undefined
  }
}
