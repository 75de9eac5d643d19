import { describe, expect, it } from 'vitest'
import { formatUsd } from './formatUsd.js'

describe('formatUsd (the kit: Send and Swap show USD with it)', () => {
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
})
