import { describe, expect, it } from 'vitest'
import { parseUnits } from '../internal/core.js'
import {
  balanceToBaseUnits,
  gasReserve,
  isZeroAmount,
  maxAmount,
  toBaseUnits,
  usdValue,
} from './amounts.js'

describe('amounts: BigInt and decimal strings end to end, never a float', () => {
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

  it('Max: native = balance − gas limit × standard gas price, never below 0', () => {
    const balance = parseUnits('1', 18)
    const reserve = gasReserve(21_000n, 2_000_000_000n) // 21000 gas at 2 gwei
    expect(reserve).toBe(42_000_000_000_000n)
    expect(maxAmount(balance, 18, reserve)).toBe('0.999958')
    expect(maxAmount(10n, 18, reserve)).toBe('0')
  })

  it('USD value: exact decimal maths, 2 decimals', () => {
    expect(usdValue('0.5', 3000)).toBe('$1,500.00')
    expect(usdValue('12.345678', '1')).toBe('$12.35')
    expect(usdValue('1.', 3000)).toBe('$3,000.00')
    expect(usdValue('', 3000)).toBeUndefined()
    expect(usdValue('1', undefined)).toBeUndefined()
  })
})
