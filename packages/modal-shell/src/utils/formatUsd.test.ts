import { describe, expect, it } from 'vitest'
import { formatUsd } from './formatUsd.js'

describe('formatUsd (the kit: the Tokens tab, Send and Swap show USD with it)', () => {
  it('2 decimals, half-up, thousands separated', () => {
    expect(formatUsd('1234.565')).toBe('$1,234.57')
    expect(formatUsd('300')).toBe('$300.00')
    expect(formatUsd('1234567.1')).toBe('$1,234,567.10')
    expect(formatUsd('0')).toBe('$0.00')
  })

  it("'<$0.01' for a positive value below a cent; a minus for a negative one", () => {
    expect(formatUsd('0.004')).toBe('<$0.01')
    expect(formatUsd('0.005')).toBe('$0.01')
    expect(formatUsd('-12.5')).toBe('-$12.50')
  })

  it('reads the numbers the data API answers with the same rules', () => {
    expect(formatUsd(30_000_000)).toBe('$30,000,000.00')
    expect(formatUsd(308.625)).toBe('$308.63')
    expect(formatUsd(0.004)).toBe('<$0.01')
    expect(formatUsd(1e-25)).toBe('<$0.01')
    expect(formatUsd(1e21)).toBe('$1,000,000,000,000,000,000,000.00')
    expect(formatUsd(0)).toBe('$0.00')
  })

  it('an unknown value (no price, not a number) is \'—\', never $0.00 (issue 36 §3 "unknown is not zero")', () => {
    expect(formatUsd(undefined)).toBe('—')
    expect(formatUsd(Number.NaN)).toBe('—')
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe('—')
    expect(formatUsd('')).toBe('—')
    expect(formatUsd('n/a')).toBe('—')
    expect(formatUsd('1,000')).toBe('—')
  })
})
