import { describe, expect, it } from 'vitest'
import { maxAmount, parseUnits } from '../internal/core.js'
import { gasReserve, usdText, usdValue } from './amounts.js'

// toBaseUnits, isZeroAmount, balanceToBaseUnits and maxAmount are core's (tested there).
describe('amounts: BigInt and decimal strings end to end, never a float', () => {
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
    expect(usdValue('0.000001', 3000)).toBe('<$0.01') // the kit's formatUsd
  })
})

describe('usdText: what the amount is worth, as the view shows it (issue 36 §3 "unknown is not zero")', () => {
  it('a known price: the value; nothing typed or zero: $0.00 (a known zero)', () => {
    expect(usdText('0.1', '3000')).toBe('$300.00')
    expect(usdText('', '3000')).toBe('$0.00')
    expect(usdText('0.000', undefined)).toBe('$0.00')
  })

  it("no price (not loaded, or the price service failed): '—', never $0.00", () => {
    expect(usdText('0.1', undefined)).toBe('—')
    expect(usdText('12', undefined)).toBe('—')
  })

  it('in the locale shown: German writes 300,00 $ and 0,00 $ (issue 36 §1)', () => {
    const nbsp = (text: string) => text.replace(/\u00a0/g, ' ')
    expect(nbsp(usdText('0.1', '3000', 'de'))).toBe('300,00 $')
    expect(nbsp(usdText('', '3000', 'de'))).toBe('0,00 $')
    expect(nbsp(usdValue('0.5', 3000, 'de') ?? '')).toBe('1.500,00 $')
  })

  it("an amount that is not a plain decimal ('1,000', '1e18'): '—'", () => {
    expect(usdText('1,000', '3000')).toBe('—')
    expect(usdText('1e18', '3000')).toBe('—')
  })
})
