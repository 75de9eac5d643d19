import { MAX_SLIPPAGE, MIN_SLIPPAGE } from '../constants.js'
import {
  compareDecimal,
  divDecimal,
  formatUnits,
  mulDecimal,
  parseUnits,
  roundDecimal,
  subDecimal,
} from '../internal/core.js'

/*
 * The Swap view's numbers. Amounts are decimal strings (what the visitor typed, what the service
 * answered, formatted from base units) or base-unit BigInts: never a float. Core's decimal maths
 * is exact for + − × and rounds ÷ half-up to 20 places (spec §9 "Big-number defaults: 20 decimal
 * places, round half-up").
 */

const AMOUNT = /^(\d*)(?:\.(\d*))?$/

/**
 * The amount in base units, exactly, or `undefined` when `amount` is not a plain decimal with at
 * most `decimals` digits after the point.
 */
export function toBaseUnits(amount: string, decimals: number): bigint | undefined {
  const match = AMOUNT.exec(amount.trim())
  if (!match) return undefined
  const [, whole = '', fraction = ''] = match
  if ((!whole && !fraction) || fraction.length > decimals) return undefined
  return parseUnits(`${whole || '0'}.${fraction || '0'}`, decimals)
}

/** Whether `amount` is empty or zero ('', '.', '0', '0.000'). */
export function isZeroAmount(amount: string): boolean {
  return !/[1-9]/.test(amount)
}

/** A decimal string service balance in base units, rounded down to `decimals` (0 if broken). */
export function balanceToBaseUnits(balance: string | undefined, decimals: number): bigint {
  try {
    return balance ? parseUnits(roundDecimal(balance, decimals, 'down'), decimals) : 0n
  } catch {
    return 0n
  }
}

/** USD as '$1,234.57' (2 decimals, half-up); '<$0.01' for a positive value that rounds to 0. */
export function formatUsd(value: string): string {
  const rounded = roundDecimal(value, 2)
  if (compareDecimal(rounded, '0') === 0 && compareDecimal(value, '0') > 0) return '<$0.01'
  const [whole = '0', fraction = ''] = rounded.replace('-', '').split('.')
  const sign = rounded.startsWith('-') ? '-' : ''
  return `${sign}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0')}`
}

/** `amount × price` (USD), or `undefined` when either is unknown. */
export function usdValue(amount: string, price: string | undefined): string | undefined {
  if (price === undefined || amount === '' || !AMOUNT.test(amount)) return undefined
  return mulDecimal(amount.endsWith('.') ? `${amount}0` : amount, price)
}

/** The rate row: how many target tokens one source token buys, `toAmount ÷ fromAmount`. */
export function swapRate(fromAmount: string, toAmount: string): string {
  return divDecimal(toAmount, fromAmount)
}

/**
 * Price impact, percent: how much less the target is worth than the source at the market's
 * prices, `(fromAmount × fromPrice − toAmount × toPrice) ÷ (fromAmount × fromPrice) × 100`.
 */
export function priceImpact(params: {
  fromAmount: string
  fromPrice: string
  toAmount: string
  toPrice: string
}): string | undefined {
  const input = mulDecimal(params.fromAmount, params.fromPrice)
  if (compareDecimal(input, '0') <= 0) return undefined
  const output = mulDecimal(params.toAmount, params.toPrice)
  return mulDecimal(divDecimal(subDecimal(input, output), input), '100')
}

/** The slippage in basis points, or `undefined` outside [0.01, 50] or with > 2 decimals. */
export function slippageBps(slippage: string): bigint | undefined {
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(slippage)) return undefined
  if (compareDecimal(slippage, MIN_SLIPPAGE) < 0 || compareDecimal(slippage, MAX_SLIPPAGE) > 0)
    return undefined
  return parseUnits(slippage, 2)
}

/**
 * Max slippage, in the target token: `toAmount × slippage ÷ 100`, the most the received amount
 * may fall short of the quote.
 */
export function maxSlippageAmount(toAmount: string, slippage: string): string {
  return divDecimal(mulDecimal(toAmount, slippage), '100')
}

/**
 * Minimum received, in base units: `toAmount × (10 000 − slippage in bps) ÷ 10 000`, rounded
 * down, exactly as the convert service sets the swap's minimum out.
 */
export function minimumReceived(toAmount: bigint, bps: bigint): bigint {
  return (toAmount * (10_000n - bps)) / 10_000n
}

/** The provider's fee in the source token: `fromAmount × feePercent ÷ 100`. */
export function providerFee(fromAmount: string, feePercent: string): string {
  return divDecimal(mulDecimal(fromAmount, feePercent), '100')
}

/** The network fee in USD: `fee` wei in the native currency (`÷ 10^decimals`) × its USD price. */
export function networkFeeUsd(params: {
  fee: bigint
  nativeDecimals: number
  nativePrice: string
}): string {
  return mulDecimal(formatUnits(params.fee, params.nativeDecimals), params.nativePrice)
}

/** The most one can swap: the balance less `reserve` (the gas of a native source), never < 0. */
export function maxAmount(balance: bigint, decimals: number, reserve = 0n): string {
  return formatUnits(balance > reserve ? balance - reserve : 0n, decimals)
}

/** A decimal for display: rounded half-up to `places` (default 6), trailing zeros gone. */
export function displayAmount(value: string, places = 6): string {
  return roundDecimal(value, places)
}
