import { describe, expect, it } from 'vitest'
import { InvalidDecimalError } from './errors.js'
import { formatAddress } from './formatAddress.js'
import { formatAmount } from './formatAmount.js'
import { formatBalance } from './formatBalance.js'
import { formatUnits } from './formatUnits.js'
import { getAmountSign } from './getAmountSign.js'
import { parseUnits } from './parseUnits.js'

describe('formatAddress (spec §9 "addresses 4 start and 6 end characters")', () => {
  it('keeps 4 start and 6 end characters', () => {
    expect(formatAddress('0x71C7656EC7ab88b098defB751B7401B5f6d8976F')).toBe('0x71…d8976F')
    expect(formatAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe('7EcD…wCFLtV')
  })

  it('leaves short addresses unchanged', () => {
    expect(formatAddress('0x1234')).toBe('0x1234')
    expect(formatAddress('abcdefghijk')).toBe('abcdefghijk') // 11: nothing to gain
    expect(formatAddress('abcdefghijkl')).toBe('abcd…ghijkl')
    expect(formatAddress('')).toBe('')
    expect(formatAddress(undefined)).toBe('')
  })
})

describe('formatAmount (spec §9 "transaction amounts 3 decimals")', () => {
  it('shows 3 decimals, rounded half-up', () => {
    expect(formatAmount('1.23456')).toBe('1.235')
    expect(formatAmount('1.2344')).toBe('1.234')
    expect(formatAmount(2)).toBe('2.000')
    expect(formatAmount('0.0005')).toBe('0.001')
    expect(formatAmount('-0.0004')).toBe('0.000')
    expect(formatAmount('1.005', 2)).toBe('1.01')
    expect(formatAmount('123456789012345678901.9999')).toBe('123456789012345678902.000')
  })

  it("in a locale's digits and decimal sign, every digit kept; English as before (issue 36 §1)", () => {
    expect(formatAmount('1234.56789', 3, 'de')).toBe('1234,568')
    expect(formatAmount('-1.5', 3, 'fr')).toBe('-1,500')
    expect(formatAmount('1.5', 3, 'fa')).toBe('۱٫۵۰۰')
    expect(formatAmount('123456789012345678901.9999', 3, 'de')).toBe('123456789012345678902,000')
    expect(formatAmount('1234.56789', 3, 'en')).toBe('1234.568')
    expect(formatAmount('1234.56789', undefined, 'de')).toBe('1234,568')
    expect(() => formatAmount('n/a', 3, 'de')).toThrow(InvalidDecimalError)
  })

  it('throws on a non-number', () => {
    expect(() => formatAmount('n/a')).toThrow(InvalidDecimalError)
  })

  it('an undefined amount is refused, never shown as 0.000 (issue 36 §3)', () => {
    expect(() => formatAmount(undefined as unknown as string)).toThrow(InvalidDecimalError)
    expect(() => formatAmount('')).toThrow(InvalidDecimalError)
    expect(() => formatAmount(Number.NaN)).toThrow(InvalidDecimalError)
  })
})

describe('formatBalance', () => {
  it.each([
    ['1.23456', '1.235 ETH'],
    ['1.2344', '1.234 ETH'],
    ['1.2345', '1.235 ETH'],
    ['0.9999', '1 ETH'],
    ['0.0005', '0.001 ETH'],
    ['99999999999999999999.9995', '100000000000000000000 ETH'],
    ['1.5', '1.5 ETH'],
    ['12', '12 ETH'],
    ['007.10', '7.1 ETH'],
    ['0', '0.00 ETH'],
    ['0.00', '0.00 ETH'],
    ['0.0004', '<0.001 ETH'],
    [2, '2 ETH'],
    // Spec contradiction 7: balances were cut, not rounded. Spec §9: "Display:
    // transaction amounts 3 decimals"; "Big-number defaults: 20 decimal places, round half-up".
  ])('shows at most 3 decimals (spec §9), rounded half-up: %s → %s', (value, shown) => {
    expect(formatBalance(value, 'ETH')).toBe(shown)
  })

  it('leaves the symbol out when there is none', () => {
    expect(formatBalance('5')).toBe('5')
  })

  it("in a locale's digits and decimal sign: zero, dust and every digit as in English (issue 36 §1)", () => {
    expect(formatBalance('1.23456', 'ETH', 'de')).toBe('1,235 ETH')
    expect(formatBalance('9999.988', 'ETH', 'de')).toBe('9999,988 ETH')
    expect(formatBalance('0', 'ETH', 'de')).toBe('0,00 ETH')
    expect(formatBalance('0.0004', 'ETH', 'de')).toBe('<0,001 ETH')
    expect(formatBalance('2.5', 'ETH', 'fa')).toBe('۲٫۵ ETH')
    expect(formatBalance('123456789012345678901.5', 'TUSD', 'fr')).toBe(
      '123456789012345678901,5 TUSD',
    )
    expect(formatBalance(undefined, 'ETH', 'de')).toBe('—')
    expect(formatBalance('5', '', 'de')).toBe('5')
    expect(formatBalance('1.23456', 'ETH', 'en')).toBe('1.235 ETH')
  })

  it('an unknown balance is unknown, never 0 (issue 36 §3 "unknown is not zero", over spec §8\'s 0.00 ETH)', () => {
    expect(formatBalance(undefined, 'ETH')).toBe('—')
    expect(formatBalance(null, 'ETH')).toBe('—')
    expect(formatBalance('', 'ETH')).toBe('—')
    expect(formatBalance('garbage', 'ETH')).toBe('—')
    expect(formatBalance('1,000', 'ETH')).toBe('—')
    expect(formatBalance('1e18', 'ETH')).toBe('—')
    expect(formatBalance(Number.NaN, 'BTC')).toBe('—')
    expect(formatBalance(Number.POSITIVE_INFINITY, 'BTC')).toBe('—')
    expect(formatBalance(undefined)).toBe('—')
    // A known zero stays a zero.
    expect(formatBalance('0', 'ETH')).toBe('0.00 ETH')
    expect(formatBalance(0, 'ETH')).toBe('0.00 ETH')
  })
})

describe('getAmountSign (spec §9)', () => {
  it.each(['receive', 'deposit', 'borrow', 'claim', 'RECEIVE'])('%s is +', (type) => {
    expect(getAmountSign(type)).toBe('+')
  })
  it.each(['withdraw', 'repay', 'burn'])('%s is -', (type) => {
    expect(getAmountSign(type)).toBe('-')
  })
  it.each(['send', 'trade', 'mint', 'approve', '', undefined])('%s has no sign', (type) => {
    expect(getAmountSign(type)).toBe('')
  })
})

describe('formatUnits / parseUnits', () => {
  it('converts between base units and decimals', () => {
    expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
    expect(formatUnits(-123n, 2)).toBe('-1.23')
    expect(formatUnits(100n, 0)).toBe('100')
    expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseUnits('0.000000000000000001', 18)).toBe(1n)
    expect(parseUnits('-1.23', 2)).toBe(-123n)
    expect(parseUnits('42', 0)).toBe(42n)
  })

  it('round-trips large values exactly', () => {
    const wei = 123_456_789_012_345_678_901_234_567_890n
    expect(parseUnits(formatUnits(wei, 18), 18)).toBe(wei)
  })

  it('rounds extra digits half-up', () => {
    expect(parseUnits('1.005', 2)).toBe(101n)
    expect(parseUnits('1.0049', 2)).toBe(100n)
  })

  it('throws on a non-number', () => {
    expect(() => parseUnits('1,5', 18)).toThrow(InvalidDecimalError)
  })
})
