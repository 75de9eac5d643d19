import { describe, expect, it } from 'vitest'
import {
  addDecimal,
  compareDecimal,
  divDecimal,
  formatDecimal,
  mulDecimal,
  parseDecimal,
  roundDecimal,
  subDecimal,
} from './decimal.js'
import { DivisionByZeroError, InvalidDecimalError } from './errors.js'

// Spec §9: "Big-number defaults: 20 decimal places, round half-up".

describe('parseDecimal / formatDecimal', () => {
  it.each([
    ['0', '0'],
    ['-0', '0'],
    ['1.50', '1.5'],
    ['+2', '2'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['  42  ', '42'],
    ['-0.000123', '-0.000123'],
    ['1e3', '1000'],
    ['1.5E-7', '0.00000015'],
    [
      '123456789012345678901234567890.123456789012345678901234567890',
      '123456789012345678901234567890.12345678901234567890123456789',
    ],
  ])('%j reads back as %j', (input, output) => {
    expect(formatDecimal(input)).toBe(output)
  })

  it('reads numbers (including exponent notation) and bigints', () => {
    expect(formatDecimal(0.1)).toBe('0.1')
    expect(formatDecimal(1e-7)).toBe('0.0000001')
    expect(formatDecimal(1e21)).toBe('1000000000000000000000')
    expect(formatDecimal(10n ** 30n)).toBe(`1${'0'.repeat(30)}`)
    expect(parseDecimal('-1.25')).toEqual({ int: -125n, scale: 2 })
  })

  it.each([
    '',
    ' ',
    'abc',
    '1.2.3',
    '--1',
    '0x10',
    '1e',
    'e5',
    '.',
    '1e99999',
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('rejects %j', (input) => {
    expect(() => parseDecimal(input)).toThrow(InvalidDecimalError)
  })

  it('fixed notation pads and rounds half-up', () => {
    expect(formatDecimal('1', 3)).toBe('1.000')
    expect(formatDecimal('1.0005', 3)).toBe('1.001')
    expect(formatDecimal('1.0004999', 3)).toBe('1.000')
  })
})

describe('roundDecimal: half-up (ties away from zero)', () => {
  it.each([
    ['2.5', 0, '3'],
    ['-2.5', 0, '-3'],
    ['2.4999', 0, '2'],
    ['1.005', 2, '1.01'], // 1.005.toFixed(2) is '1.00' in floating point
    ['0.125', 2, '0.13'],
    ['-0.125', 2, '-0.13'],
    ['9.995', 2, '10'],
    ['0.0004', 3, '0'],
    ['-0.0004', 3, '0'],
  ])('%s to %i places is %s', (value, places, expected) => {
    expect(roundDecimal(value, places)).toBe(expected)
  })

  it('rounds at the 20th decimal place by default', () => {
    expect(roundDecimal('0.123456789012345678905')).toBe('0.12345678901234567891')
    expect(roundDecimal('0.123456789012345678904999')).toBe('0.1234567890123456789')
    expect(roundDecimal('-0.000000000000000000005')).toBe('-0.00000000000000000001')
    expect(roundDecimal('0.000000000000000000004')).toBe('0')
  })

  it('down mode truncates toward zero', () => {
    expect(roundDecimal('1.999', 2, 'down')).toBe('1.99')
    expect(roundDecimal('-1.999', 2, 'down')).toBe('-1.99')
  })
})

describe('arithmetic', () => {
  it('adds and subtracts exactly (no floating point)', () => {
    expect(addDecimal('0.1', '0.2')).toBe('0.3')
    expect(subDecimal('1', '0.9')).toBe('0.1')
    expect(addDecimal('-5', '2.25')).toBe('-2.75')
    expect(addDecimal('99999999999999999999.99', '0.01')).toBe('100000000000000000000')
  })

  it('add rounds results beyond 20 places half-up', () => {
    expect(addDecimal('0.000000000000000000015', '0')).toBe('0.00000000000000000002')
  })

  it('multiplies with at most 20 decimals, half-up', () => {
    expect(mulDecimal('1.5', '3')).toBe('4.5')
    expect(mulDecimal('-0.1', '0.1')).toBe('-0.01')
    // 0.00000000005 × 0.00000000001 = 5e-22 → rounds to 0 at 20 places; 5e-21 → 1e-20
    expect(mulDecimal('0.00000000005', '0.00000000001')).toBe('0')
    expect(mulDecimal('0.0000000005', '0.00000000001')).toBe('0.00000000000000000001')
  })

  it('divides to 20 places, rounding half-up', () => {
    expect(divDecimal('1', '3')).toBe('0.33333333333333333333')
    expect(divDecimal('2', '3')).toBe('0.66666666666666666667')
    expect(divDecimal('-2', '3')).toBe('-0.66666666666666666667')
    expect(divDecimal('1', '8')).toBe('0.125')
    expect(divDecimal('10', '0.25')).toBe('40')
    expect(divDecimal('1', '3', 2)).toBe('0.33')
    expect(divDecimal('0.000001', '1000000')).toBe('0.000000000001')
  })

  it('division by zero throws', () => {
    expect(() => divDecimal('1', '0.000')).toThrow(DivisionByZeroError)
  })

  it('compares', () => {
    expect(compareDecimal('0.10', '0.1')).toBe(0)
    expect(compareDecimal('-1', '0.5')).toBe(-1)
    expect(compareDecimal('1e3', '999.999')).toBe(1)
  })
})
