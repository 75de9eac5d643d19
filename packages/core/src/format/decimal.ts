import { BIG_DECIMAL_PLACES } from '../constants/constants.js'
import { DivisionByZeroError, InvalidDecimalError } from './errors.js'

/*
 * A tiny exact decimal on BigInt, in place of big.js (spec §9 "Big-number defaults: 20 decimal
 * places, round half-up"). Half-up rounds ties away from zero, as big.js's ROUND_HALF_UP does.
 */

/** An exact decimal number: `int × 10^-scale`. */
export type Decimal = { readonly int: bigint; readonly scale: number }

/** What the decimal helpers accept: a decimal string ('1.5', '-2e-3'), a number or a bigint. */
export type DecimalInput = string | number | bigint | Decimal

/** How to drop digits: `half-up` (ties away from zero) or `down` (toward zero). */
export type RoundingMode = 'half-up' | 'down'

const PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i
const MAX_EXPONENT = 1000

const pow10 = (n: number) => 10n ** BigInt(n)
const abs = (n: bigint) => (n < 0n ? -n : n)

/**
 * Parses a decimal exactly. Accepts plain and exponent notation, numbers and bigints.
 *
 * @throws InvalidDecimalError for anything else ('', 'abc', NaN, Infinity).
 *
 * @example
 * import { parseDecimal } from '@gangway/core/internal'
 * parseDecimal('-1.25') // { int: -125n, scale: 2 }
 */
export function parseDecimal(value: DecimalInput): Decimal {
  if (typeof value === 'bigint') return { int: value, scale: 0 }
  if (typeof value === 'object' && value !== null) return value
  const text =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  const match = PATTERN.exec(text)
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match ?? []
  const exp = Number(exponent)
  if (!match || (!whole && !fraction) || Math.abs(exp) > MAX_EXPONENT) {
    throw new InvalidDecimalError({ details: String(value) })
  }
  let int = BigInt(`${whole}${fraction}` || '0')
  let scale = fraction.length - exp
  if (scale < 0) {
    int *= pow10(-scale)
    scale = 0
  }
  return { int: sign === '-' ? -int : int, scale }
}

/** Rounds to at most `places` decimals. */
function round(d: Decimal, places: number, mode: RoundingMode): Decimal {
  if (d.scale <= places) return d
  const factor = pow10(d.scale - places)
  let q = abs(d.int) / factor
  if (mode === 'half-up' && (abs(d.int) % factor) * 2n >= factor) q += 1n
  return { int: d.int < 0n ? -q : q, scale: places }
}

/** Brings two decimals to one scale. */
function align(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale)
  return [a.int * pow10(scale - a.scale), b.int * pow10(scale - b.scale), scale]
}

/**
 * Writes a decimal in plain notation. With `fixed`, rounds half-up and always shows that many
 * decimals; without, shows every significant decimal (no trailing zeros).
 *
 * @example
 * import { formatDecimal } from '@gangway/core/internal'
 * formatDecimal('1.50') // '1.5'
 * formatDecimal('1.2345', 3) // '1.235'
 */
export function formatDecimal(value: DecimalInput, fixed?: number): string {
  let d = parseDecimal(value)
  if (fixed !== undefined) {
    d = round(d, fixed, 'half-up')
    d = { int: d.int * pow10(fixed - d.scale), scale: fixed }
  }
  const digits = abs(d.int)
    .toString()
    .padStart(d.scale + 1, '0')
  const whole = digits.slice(0, digits.length - d.scale)
  let fraction = digits.slice(digits.length - d.scale)
  if (fixed === undefined) fraction = fraction.replace(/0+$/, '')
  return `${d.int < 0n ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/**
 * Rounds to `places` decimals (default 20), half-up unless told `down`.
 *
 * @example
 * import { roundDecimal } from '@gangway/core/internal'
 * roundDecimal('2.5', 0) // '3'
 * roundDecimal('-2.5', 0) // '-3'
 * roundDecimal('1.999', 2, 'down') // '1.99'
 */
export function roundDecimal(
  value: DecimalInput,
  places: number = BIG_DECIMAL_PLACES,
  mode: RoundingMode = 'half-up',
): string {
  return formatDecimal(round(parseDecimal(value), places, mode))
}

/**
 * `a + b`, exact, then rounded half-up to 20 decimal places.
 *
 * @example
 * import { addDecimal } from '@gangway/core/internal'
 * addDecimal('0.1', '0.2') // '0.3'
 */
export function addDecimal(a: DecimalInput, b: DecimalInput): string {
  const [x, y, scale] = align(parseDecimal(a), parseDecimal(b))
  return roundDecimal({ int: x + y, scale })
}

/**
 * `a - b`, exact, then rounded half-up to 20 decimal places.
 *
 * @example
 * import { subDecimal } from '@gangway/core/internal'
 * subDecimal('1', '0.9') // '0.1'
 */
export function subDecimal(a: DecimalInput, b: DecimalInput): string {
  const [x, y, scale] = align(parseDecimal(a), parseDecimal(b))
  return roundDecimal({ int: x - y, scale })
}

/**
 * `a × b`, rounded half-up to 20 decimal places.
 *
 * @example
 * import { mulDecimal } from '@gangway/core/internal'
 * mulDecimal('1.5', '3') // '4.5'
 */
export function mulDecimal(a: DecimalInput, b: DecimalInput): string {
  const x = parseDecimal(a)
  const y = parseDecimal(b)
  return roundDecimal({ int: x.int * y.int, scale: x.scale + y.scale })
}

/**
 * `a ÷ b` to `places` decimals (default 20), rounded half-up.
 *
 * @throws DivisionByZeroError when `b` is zero.
 *
 * @example
 * import { divDecimal } from '@gangway/core/internal'
 * divDecimal('2', '3') // '0.66666666666666666667'
 */
export function divDecimal(
  a: DecimalInput,
  b: DecimalInput,
  places: number = BIG_DECIMAL_PLACES,
): string {
  const x = parseDecimal(a)
  const y = parseDecimal(b)
  if (y.int === 0n) throw new DivisionByZeroError()
  // a / b = (X·10^sy) / (Y·10^sx); scaled by 10^places for the digits we keep.
  const numerator = abs(x.int) * pow10(y.scale + places)
  const denominator = abs(y.int) * pow10(x.scale)
  let q = numerator / denominator
  if ((numerator % denominator) * 2n >= denominator) q += 1n
  const negative = x.int < 0n !== y.int < 0n
  return formatDecimal({ int: negative ? -q : q, scale: places })
}

/**
 * Compares two decimals.
 *
 * @returns -1 when `a < b`, 0 when equal, 1 when `a > b`.
 *
 * @example
 * import { compareDecimal } from '@gangway/core/internal'
 * compareDecimal('0.10', '0.1') // 0
 */
export function compareDecimal(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  const [x, y] = align(parseDecimal(a), parseDecimal(b))
  return x < y ? -1 : x > y ? 1 : 0
}
