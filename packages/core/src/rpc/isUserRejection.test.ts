import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../errors/catalogue.js'
import { isUserRejection } from './isUserRejection.js'

describe('isUserRejection', () => {
  it('is true for UserRejectedRequestError and EIP-1193 code 4001', () => {
    expect(isUserRejection(new UserRejectedRequestError())).toBe(true)
    expect(isUserRejection({ code: 4001, message: 'User rejected the request.' })).toBe(true)
  })

  it('finds 4001 anywhere in the cause chain', () => {
    const inner = Object.assign(new Error('rejected'), { code: 4001 })
    const outer = new Error('send failed', { cause: new Error('provider error', { cause: inner }) })
    expect(isUserRejection(outer)).toBe(true)
  })

  it('is false for other errors and survives cycles', () => {
    expect(isUserRejection(new Error('boom'))).toBe(false)
    expect(isUserRejection({ code: 4902 })).toBe(false)
    expect(isUserRejection({ code: '4001' })).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
    expect(isUserRejection('4001')).toBe(false)
    const a: { cause?: unknown } = {}
    a.cause = a
    expect(isUserRejection(a)).toBe(false)
  })
})
