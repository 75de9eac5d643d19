import { describe, expect, it } from 'vitest'
import { formatUsd } from './formatUsd.js'

describe('formatUsd', () => {
  it('shows dollars with cents and thousands separators', () => {
    expect(formatUsd(30_000_000)).toBe('$30,000,000.00')
    expect(formatUsd(308.625)).toBe('$308.63')
  })
  it('shows dust as <$0.01 and nothing as $0.00', () => {
    expect(formatUsd(0.004)).toBe('<$0.01')
    expect(formatUsd(0)).toBe('$0.00')
    expect(formatUsd(undefined)).toBe('$0.00')
    expect(formatUsd(Number.NaN)).toBe('$0.00')
  })
})
