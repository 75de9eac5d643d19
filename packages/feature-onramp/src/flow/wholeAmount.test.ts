// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { wholeAmount } from './wholeAmount.js'

describe('wholeAmount: the generator takes whole fiat amounts only (presetFiatAmount: usize)', () => {
  it.each([
    ['100', 100],
    ['100.', 100],
    ['100.00', 100],
    ['0010', 10],
    ['10.5', undefined],
    ['10.05', undefined],
    ['', undefined],
    ['1e3', undefined],
    ['-5', undefined],
    ['1234567890', undefined],
  ] as const)('%j → %j', (input, amount) => {
    expect(wholeAmount(input)).toBe(amount)
  })
})
