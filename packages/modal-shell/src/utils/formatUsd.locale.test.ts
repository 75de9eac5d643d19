import { describe, expect, it } from 'vitest'
import { formatUsd } from './formatUsd.js'

// Intl's currency formats separate the number and the symbol with a no-break space.
const nbsp = '\u00a0'

describe('formatUsd in the locale shown (issue 36 §1: numbers and currencies through Intl)', () => {
  it("German: '.' groups thousands, ',' is the decimal mark, the symbol after", () => {
    expect(formatUsd('1234.565', 'de')).toBe(`1.234,57${nbsp}$`)
    expect(formatUsd(308.625, 'de')).toBe(`308,63${nbsp}$`)
    expect(formatUsd('-12.5', 'de')).toBe(`-12,50${nbsp}$`)
    expect(formatUsd('0.004', 'de')).toBe(`<0,01${nbsp}$`)
    expect(formatUsd(undefined, 'de')).toBe('—')
  })

  it('rounds the decimal string first: a large value keeps every digit in any locale', () => {
    expect(formatUsd('1234567890123456789012.345', 'de')).toBe(
      `1.234.567.890.123.456.789.012,35${nbsp}$`,
    )
    expect(formatUsd('1234567890123456789012.345')).toBe('$1,234,567,890,123,456,789,012.35')
  })

  it("each locale's own grouping and symbol (Hindi groups by lakh, Taiwan says US$)", () => {
    expect(formatUsd('1234567.5', 'hi')).toBe('$12,34,567.50')
    expect(formatUsd('1234.5', 'zh-TW')).toBe('US$1,234.50')
    expect(formatUsd('1234.5', 'en')).toBe('$1,234.50')
  })
})
