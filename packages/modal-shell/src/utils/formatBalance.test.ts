import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance.js'

describe('formatBalance', () => {
  it.each([
    ['1.23456', '1.234 ETH'],
    ['1.999999', '1.999 ETH'],
    ['1.5', '1.5 ETH'],
    ['12', '12 ETH'],
    ['007.10', '7.1 ETH'],
    ['0', '0.00 ETH'],
    ['0.00', '0.00 ETH'],
    ['0.0004', '<0.001 ETH'],
    [undefined, '0.00 ETH'],
    ['not a number', '0.00 ETH'],
  ])('%s → %s', (value, shown) => {
    expect(formatBalance(value, 'ETH')).toBe(shown)
  })

  it('leaves the symbol out when there is none', () => {
    expect(formatBalance('2.5')).toBe('2.5')
  })
})
