import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../errors/catalogue.js'
import { walletMessage } from './walletMessage.js'

describe('walletMessage', () => {
  it("shows a Gangway error's short message (the spec's text)", () => {
    expect(walletMessage(new UserRejectedRequestError())).toBe(
      new UserRejectedRequestError().shortMessage,
    )
  })

  it("shows the wallet's own short message", () => {
    expect(walletMessage(new Error('Insufficient funds for gas'))).toBe(
      'Insufficient funds for gas',
    )
    expect(walletMessage({ code: 4001, message: 'User denied' })).toBe('User denied')
  })

  // Spec §8: "Something went wrong" when there is nothing better to show.
  it.each([
    ['nothing', undefined],
    ['a string', 'boom'],
    ['an empty message', new Error('   ')],
    ['a non-string message', { message: 42 }],
    ['a message over 200 characters', new Error('x'.repeat(201))],
  ])("falls back to 'Something went wrong' for %s", (_, error) => {
    expect(walletMessage(error)).toBe('Something went wrong')
  })

  it('keeps a message of exactly 200 characters', () => {
    expect(walletMessage(new Error('y'.repeat(200)))).toBe('y'.repeat(200))
  })
})
