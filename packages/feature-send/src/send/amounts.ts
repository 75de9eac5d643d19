import { formatUsd } from '@gangway/modal-shell/kit'
import { isZeroAmount, mulDecimal } from '../internal/core.js'

/*
 * Amounts stay decimal strings (what the visitor typed, what the services send) or base-unit
 * BigInts (wei): never a float. Prices are the only numbers, and they only ever scale a decimal
 * string through core's exact decimal maths.
 */

/**
 * The gas reserve of a native send: the fee's units (gas limit) × the service's standard gas
 * price (spec §7 gas-price), in base units.
 */
export function gasReserve(units: bigint, gasPrice: bigint): bigint {
  return units * gasPrice
}

/**
 * The USD value of `amount` at `price`, as the kit's `formatUsd` shows it ('$1,234.57'), or
 * `undefined` when the amount or the price is unknown or not a number.
 */
export function usdValue(amount: string, price: string | number | undefined): string | undefined {
  if (price === undefined || amount === '' || isZeroAmount(amount)) return undefined
  try {
    return formatUsd(mulDecimal(amount.endsWith('.') ? `${amount}0` : amount, price))
  } catch {
    return undefined
  }
}
