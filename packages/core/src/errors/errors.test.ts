import { describe, expect, it } from 'vitest'
import { BaseError } from './base.js'

describe('BaseError', () => {
  it('keeps the cause and walks to it', () => {
    const root = new Error('socket closed')
    const err = new BaseError('Something went wrong', { cause: root })
    expect(err.shortMessage).toBe('Something went wrong')
    expect(err.details).toBe('socket closed')
    expect(err.walk()).toBe(root)
  })
})
