import { describe, expect, it } from 'vitest'
import { localBalance } from './localBalance.js'

describe('localBalance (issue 36 §1: numbers through Intl in the locale shown)', () => {
  it.each([
    ['1.23456', 'en', '1.235 ETH'],
    ['1.23456', 'de', '1,235 ETH'],
    ['9999.988', 'en', '9999.988 ETH'],
    ['9999.988', 'de', '9999,988 ETH'],
    ['1234.5', 'fr', '1234,5 ETH'],
  ])('%s in %s → %s', (value, locale, shown) => {
    expect(localBalance(value, 'ETH', locale)).toBe(shown)
  })

  it('keeps what core says: zero as 0.00, dust as <0.001, every digit of a large balance', () => {
    expect(localBalance('0', 'ETH', 'de')).toBe('0,00 ETH')
    expect(localBalance('0.0004', 'ETH', 'de')).toBe('<0,001 ETH')
    expect(localBalance('123456789012345678901.5', 'TUSD', 'en')).toBe(
      '123456789012345678901.5 TUSD',
    )
  })

  it('an unknown balance is unknown, without a symbol (issue 36 §3)', () => {
    expect(localBalance(undefined, 'ETH', 'de')).toBe('—')
    expect(localBalance('1,000', 'ETH', 'en')).toBe('—')
  })

  it('leaves the symbol out when there is none', () => {
    expect(localBalance('5', undefined, 'de')).toBe('5')
  })
})
