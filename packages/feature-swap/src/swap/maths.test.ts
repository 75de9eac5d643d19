// The Swap view's numbers, each with its definition. Spec §9: "Swap slippage tolerance 1";
// "Big-number defaults: 20 decimal places, round half-up"; "Display: transaction amounts 3
// decimals". The rest are the Swap rows, defined in maths.ts and checked here by hand.
import { formatUsd } from '@gangway/modal-shell/kit'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SLIPPAGE } from '../constants.js'
import {
  maxSlippageAmount,
  minimumReceived,
  networkFeeUsd,
  priceImpact,
  providerFee,
  slippageBps,
  swapRate,
  toWholeSlippage,
  usdValue,
} from './maths.js'

// Amounts in base units (toBaseUnits, balanceToBaseUnits, maxAmount) are core's, tested there.
describe('spec §9 slippage', () => {
  it("defaults to 'Swap slippage tolerance 1' (percent)", () => {
    expect(DEFAULT_SLIPPAGE).toBe('1')
    expect(slippageBps(DEFAULT_SLIPPAGE)).toBe(100n)
  })

  it('accepts whole percents 1–50 only: the service takes a usize (transaction.rs)', () => {
    expect(slippageBps('1')).toBe(100n)
    expect(slippageBps('50')).toBe(5000n)
    for (const bad of ['0', '0.5', '0.01', '1.5', '51', '-1', 'abc', '', '1.234', '01.0'])
      expect(slippageBps(bad)).toBeUndefined()
  })

  it('a remembered fraction becomes a whole percent: rounded down, at least 1', () => {
    expect(toWholeSlippage('0.5')).toBe('1')
    expect(toWholeSlippage('0.01')).toBe('1')
    expect(toWholeSlippage('2.5')).toBe('2')
    expect(toWholeSlippage('49.99')).toBe('49')
    expect(toWholeSlippage('3')).toBe('3')
    for (const bad of ['0', '0.001', '50.5', '51', 'abc', ''])
      expect(toWholeSlippage(bad)).toBeUndefined()
  })

  it('max slippage = toAmount × slippage ÷ 100; minimum received rounds down like the service', () => {
    expect(maxSlippageAmount('2990.5', '1')).toBe('29.905')
    // 2 990 500 000 base units (6 decimals) × (10 000 − 100) ÷ 10 000, rounded down
    expect(minimumReceived(2_990_500_000n, 100n)).toBe(2_960_595_000n)
    expect(minimumReceived(999n, 50n)).toBe(994n) // 994.005 → 994
  })
})

describe('the rows', () => {
  it('USD value = amount × price, shown with 2 decimals half-up', () => {
    expect(formatUsd(usdValue('0.5', '3000')!)).toBe('$1,500.00')
    expect(formatUsd(usdValue('1.', '3000')!)).toBe('$3,000.00')
    expect(formatUsd('1234567.125')).toBe('$1,234,567.13')
    expect(formatUsd('0.004')).toBe('<$0.01')
    expect(usdValue('', '1')).toBeUndefined()
    expect(usdValue('1', undefined)).toBeUndefined()
  })

  it('rate = toAmount ÷ fromAmount (20 places, half-up)', () => {
    expect(swapRate('0.5', '1495.2')).toBe('2990.4')
    expect(swapRate('3', '1')).toBe('0.33333333333333333333')
  })

  it('price impact = (in − out) ÷ in × 100, at market prices', () => {
    // 1 ETH ($3000) for 2970 TUSD ($1): 1 % less out than in.
    expect(
      priceImpact({ fromAmount: '1', fromPrice: '3000', toAmount: '2970', toPrice: '1' }),
    ).toBe('1')
    expect(
      priceImpact({ fromAmount: '0', fromPrice: '3000', toAmount: '1', toPrice: '1' }),
    ).toBeUndefined()
  })

  it('provider fee = fromAmount × fee % ÷ 100 (Uniswap V2: 0.3 %)', () => {
    expect(providerFee('100', '0.3')).toBe('0.3')
    expect(formatUsd(usdValue(providerFee('2', '0.3'), '3000')!)).toBe('$18.00')
  })

  it('network fee in USD = fee (wei → ETH) × ETH price', () => {
    // 150 000 gas at 2 gwei = 0.0003 ETH = $0.90 at $3000
    expect(
      networkFeeUsd({ fee: 150_000n * 2_000_000_000n, nativeDecimals: 18, nativePrice: '3000' }),
    ).toBe('0.9')
  })
})
