import { describe, expect, it } from 'vitest'
import { balanceToBaseUnits, isZeroAmount, maxAmount, toBaseUnits } from './amounts.js'

describe('amounts (Send and Swap)', () => {
  it('12.345678 of a 6-decimals token is exactly 12345678 base units', () => {
    expect(toBaseUnits('12.345678', 6)).toBe(12_345_678n)
    expect(toBaseUnits('1.005', 3)).toBe(1005n)
    // The float route is not exact: 1.005 × 1000 = 1004.9999999999999
    expect(Math.floor(1.005 * 1000)).toBe(1004)
  })

  it('0.1 + 0.2 ETH is exactly 0.3 ETH in wei', () => {
    const sum = toBaseUnits('0.1', 18)! + toBaseUnits('0.2', 18)!
    expect(sum).toBe(300_000_000_000_000_000n)
    expect(sum).toBe(toBaseUnits('0.3', 18))
    expect(0.1 + 0.2).not.toBe(0.3)
    expect(toBaseUnits('0.30000000000000004', 18)).toBe(300_000_000_000_000_040n)
  })

  it('refuses more decimals than the token has, and anything but digits and one point', () => {
    expect(toBaseUnits('1.1234567', 6)).toBeUndefined()
    expect(toBaseUnits('1e3', 18)).toBeUndefined()
    expect(toBaseUnits('-1', 18)).toBeUndefined()
    expect(toBaseUnits('1.2.3', 18)).toBeUndefined()
    expect(toBaseUnits('.', 18)).toBeUndefined()
    expect(toBaseUnits('.5', 18)).toBe(500_000_000_000_000_000n)
    expect(toBaseUnits('5.', 6)).toBe(5_000_000n)
    expect(
      toBaseUnits(
        '115792089237316195423570985008687907853269984665640564039457.584007913129639935',
        18,
      ),
    ).toBe(2n ** 256n - 1n)
  })

  it('zero amounts', () => {
    for (const zero of ['', '.', '0', '0.000', '00.0']) expect(isZeroAmount(zero)).toBe(true)
    expect(isZeroAmount('0.001')).toBe(false)
  })

  it('Max: a token balance rounded down to its decimals', () => {
    const balance = balanceToBaseUnits('12.3456789', 6)
    expect(balance).toBe(12_345_678n)
    expect(maxAmount(balance, 6)).toBe('12.345678')
  })

  it('toBaseUnits: exact, or undefined for what is not a plain decimal of at most `decimals`', () => {
    expect(toBaseUnits('12.345678', 6)).toBe(12_345_678n)
    expect(toBaseUnits(' .5', 6)).toBe(500_000n)
    expect(toBaseUnits('1.', 18)).toBe(10n ** 18n)
    expect(toBaseUnits('0.1', 18)! + toBaseUnits('0.2', 18)!).toBe(toBaseUnits('0.3', 18))
    for (const bad of ['', '.', '1.0000001', '1e6', '-1', '1,5', '0x10'])
      expect(toBaseUnits(bad, 6)).toBeUndefined()
  })

  it('isZeroAmount: empty or zero', () => {
    for (const zero of ['', '.', '0', '0.000']) expect(isZeroAmount(zero)).toBe(true)
    expect(isZeroAmount('0.001')).toBe(false)
  })

  it('balanceToBaseUnits: rounded down (what can be spent); 0 when missing or broken', () => {
    expect(balanceToBaseUnits('1.23456789', 6)).toBe(1_234_567n)
    expect(balanceToBaseUnits(undefined, 6)).toBe(0n)
    expect(balanceToBaseUnits('NaN', 6)).toBe(0n)
  })

  it('maxAmount: the balance less the reserve, never below 0', () => {
    expect(maxAmount(10n ** 18n, 18, 10n ** 15n)).toBe('0.999')
    expect(maxAmount(5_000_000n, 6)).toBe('5')
    expect(maxAmount(1n, 18, 2n)).toBe('0')
  })
})
