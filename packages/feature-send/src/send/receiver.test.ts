import { describe, expect, it } from 'vitest'
import { sendMessages } from '../messages/send.js'
import { hasValidChecksum, parseReceiver, toChecksumAddress } from './receiver.js'

// Anvil account #1, checksummed.
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('receiver: EIP-55 checksum', () => {
  it('checksums like EIP-55 (its own test vectors)', () => {
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ])
      expect(toChecksumAddress(address.toLowerCase())).toBe(address)
  })

  it("a mixed-case address with one wrong letter is refused: 'Invalid address: checksum mismatch'", () => {
    const typo = `${ALICE.slice(0, -1)}c` // ...79C8 → ...79Cc: case flipped on one letter
    expect(hasValidChecksum(typo.replace(/8$/, 'c'))).toBe(false)
    const wrongCase = ALICE.replace('C51812dc', 'c51812dc')
    expect(parseReceiver(wrongCase, 'eip155')).toEqual({ kind: 'invalid', checksum: true })
    expect(sendMessages.checksumMismatch).toBe('Invalid address: checksum mismatch')
  })

  it('all-lowercase and all-uppercase carry no checksum and pass, normalised to EIP-55', () => {
    expect(parseReceiver(ALICE.toLowerCase(), 'eip155')).toEqual({
      kind: 'address',
      address: ALICE,
    })
    expect(parseReceiver(`0x${ALICE.slice(2).toUpperCase()}`, 'eip155')).toEqual({
      kind: 'address',
      address: ALICE,
    })
    expect(parseReceiver(` ${ALICE} `, 'eip155')).toEqual({ kind: 'address', address: ALICE })
  })
})

describe('receiver: what the field holds', () => {
  it('names go to the lookup; malformed input is invalid', () => {
    expect(parseReceiver('alice.reown.id', 'eip155')).toEqual({
      kind: 'name',
      name: 'alice.reown.id',
    })
    expect(parseReceiver('Vitalik.ETH', 'eip155')).toEqual({ kind: 'name', name: 'vitalik.eth' })
    expect(parseReceiver('0x1234', 'eip155')).toEqual({ kind: 'invalid' })
    expect(parseReceiver('hello', 'eip155')).toEqual({ kind: 'invalid' })
    expect(parseReceiver('<img src=x>.eth', 'eip155')).toEqual({ kind: 'invalid' })
    expect(parseReceiver('   ', 'eip155')).toEqual({ kind: 'empty' })
  })

  it('other families: Solana base58, Bitcoin, and an open namespace', () => {
    expect(parseReceiver('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', 'solana').kind).toBe(
      'address',
    )
    expect(parseReceiver(ALICE, 'solana').kind).toBe('invalid')
    expect(parseReceiver('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bip122').kind).toBe(
      'address',
    )
    expect(parseReceiver('toy1abc', 'toy').kind).toBe('address')
  })
})
