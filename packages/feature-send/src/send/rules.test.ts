import { describe, expect, it } from 'vitest'
import { sendMessages } from '../messages/send.js'
import { getSendCheck, type SendRuleInput } from './rules.js'

const ETH = { decimals: 18, balance: 10n ** 18n, native: true } // 1 ETH
const TUSD = { decimals: 6, balance: 100_000_000n, native: false } // 100 TUSD
const valid = { status: 'valid', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } as const
const label = (input: SendRuleInput) => sendMessages[`check.${getSendCheck(input)}` as const]

describe('Send button: the first failing rule, in order', () => {
  it('select token → add amount → incorrect value → insufficient funds → add address → invalid address → Preview', () => {
    const base: SendRuleInput = { token: undefined, amount: '', receiver: { status: 'empty' } }
    expect(label(base)).toBe('Select token')
    expect(label({ ...base, token: ETH })).toBe('Add amount')
    expect(label({ ...base, token: ETH, amount: '0.000' })).toBe('Add amount')
    expect(label({ ...base, token: TUSD, amount: '1.1234567' })).toBe('Incorrect value')
    expect(label({ ...base, token: ETH, amount: '2' })).toBe('Insufficient funds')
    expect(label({ ...base, token: ETH, amount: '0.5' })).toBe('Add address')
    expect(
      label({
        ...base,
        token: ETH,
        amount: '0.5',
        receiver: { status: 'invalid', reason: 'format' },
      }),
    ).toBe('Invalid address')
    expect(
      label({
        ...base,
        token: ETH,
        amount: '0.5',
        receiver: { status: 'invalid', reason: 'checksum' },
      }),
    ).toBe('Invalid address')
    expect(label({ ...base, token: ETH, amount: '0.5', receiver: valid })).toBe('Preview')
  })

  it('an earlier rule wins over every later one', () => {
    expect(
      label({ token: ETH, amount: '5', receiver: { status: 'invalid', reason: 'format' } }),
    ).toBe('Insufficient funds')
    expect(label({ token: undefined, amount: '5', receiver: valid })).toBe('Select token')
  })

  it('native: the amount plus the fee must fit in the balance', () => {
    const fee = 42_000_000_000_000n
    expect(label({ token: ETH, amount: '1', receiver: valid, fee })).toBe('Insufficient funds')
    expect(label({ token: ETH, amount: '0.999958', receiver: valid, fee })).toBe('Preview')
    expect(label({ token: ETH, amount: '0.999959', receiver: valid, fee })).toBe(
      'Insufficient funds',
    )
  })

  it('spec §5 insufficient gas: a token send with no native balance, or a fee above it', () => {
    expect(label({ token: TUSD, amount: '1', receiver: valid, nativeBalance: 0n })).toBe(
      'Insufficient funds',
    )
    expect(label({ token: TUSD, amount: '1', receiver: valid, nativeBalance: 5n, fee: 6n })).toBe(
      'Insufficient funds',
    )
    expect(label({ token: TUSD, amount: '100', receiver: valid, nativeBalance: 5n, fee: 5n })).toBe(
      'Preview',
    )
  })

  it('spec §5 "smart accounts exempt": no gas rule for a smart account, the balance rule stays', () => {
    const smartAccount = true
    expect(
      label({ token: TUSD, amount: '1', receiver: valid, nativeBalance: 0n, smartAccount }),
    ).toBe('Preview')
    expect(
      label({
        token: TUSD,
        amount: '1',
        receiver: valid,
        nativeBalance: 5n,
        fee: 6n,
        smartAccount,
      }),
    ).toBe('Preview')
    const fee = 42_000_000_000_000n
    expect(label({ token: ETH, amount: '1', receiver: valid, fee, smartAccount })).toBe('Preview')
    expect(label({ token: ETH, amount: '1.000001', receiver: valid, fee, smartAccount })).toBe(
      'Insufficient funds',
    )
  })

  it('waits for a name being resolved', () => {
    expect(label({ token: ETH, amount: '0.1', receiver: { status: 'resolving' } })).toBe(
      'Checking address…',
    )
  })
})
