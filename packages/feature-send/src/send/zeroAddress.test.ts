// Issue 36 §3: "a warning for sending to the zero address". A send there burns the tokens: Send
// warns on the review step and asks for an explicit confirmation (a burn is sometimes meant).
import { describe, expect, it } from 'vitest'
import { isZeroAddress } from './zeroAddress.js'

describe('isZeroAddress', () => {
  it.each([
    '0x0000000000000000000000000000000000000000',
    '0X0000000000000000000000000000000000000000',
    ' 0x0000000000000000000000000000000000000000 ',
    '11111111111111111111111111111111', // Solana: the all-zero public key in base58
  ])('%j is the zero address', (address) => expect(isZeroAddress(address)).toBe(true))

  it.each([
    '0x000000000000000000000000000000000000dEaD',
    '0x0000000000000000000000000000000000000001',
    '0x000000000000000000000000000000000000000', // 39 digits: not an address at all
    '0x',
    '',
    undefined,
    'vitalik.eth',
  ])('%j is not', (address) => expect(isZeroAddress(address)).toBe(false))
})
