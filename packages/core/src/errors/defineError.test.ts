import { describe, expect, it } from 'vitest'
import { BaseError } from './base.js'
import { defineError } from './defineError.js'

class PlainError extends defineError('PlainError', 'Something exact') {}
class MadeError extends defineError(
  'MadeError',
  (wallet: string, feature: string) => `${wallet} does not support ${feature}`,
) {}

describe('defineError (one-line error classes)', () => {
  it('a fixed message: its name, its spec text as shortMessage, the parameters kept', () => {
    const cause = new Error('inner')
    const error = new PlainError({ cause, details: 'why' })
    expect(error).toBeInstanceOf(PlainError)
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('PlainError')
    expect(error.shortMessage).toBe('Something exact')
    expect(error.cause).toBe(cause)
    expect(error.message).toBe(
      'Something exact\n\nDocs: https://github.com/gangway-dev/gangway/blob/main/docs/errors/PlainError.md\nDetails: why',
    )
    expect(new PlainError().shortMessage).toBe('Something exact')
  })

  it('a made message: the leading arguments make it, the parameters follow', () => {
    const error = new MadeError('Phantom', 'solana:signMessage', { code: 4200 })
    expect(error.name).toBe('MadeError')
    expect(error.shortMessage).toBe('Phantom does not support solana:signMessage')
    expect(error.code).toBe(4200)
    expect(new MadeError('A', 'b')).not.toBeInstanceOf(PlainError)
  })
})
