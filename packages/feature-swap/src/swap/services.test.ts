import { HttpRequestError } from '@gangway/core'
import { describe, expect, it } from 'vitest'
import { isInsufficientLiquidity } from './services.js'

const answer = (status: number, body: string | undefined) =>
  new HttpRequestError(status, 'http://x/v1/convert/quotes', { body })

describe("the service's stated reason (an untrusted error body, schema-checked)", () => {
  it("400 with reason 'Insufficient liquidity' is insufficient liquidity", () => {
    const body = JSON.stringify({
      status: 'FAILED',
      reasons: [{ field: 'amount', description: 'Insufficient liquidity' }],
    })
    expect(isInsufficientLiquidity(answer(400, body))).toBe(true)
  })

  it('anything else is not: another reason, another status, broken or missing bodies', () => {
    const other = JSON.stringify({ reasons: [{ description: 'Invalid amount' }] })
    const liquidity = JSON.stringify({ reasons: [{ description: 'Insufficient liquidity' }] })
    expect(isInsufficientLiquidity(answer(400, other))).toBe(false)
    expect(isInsufficientLiquidity(answer(500, liquidity))).toBe(false)
    expect(isInsufficientLiquidity(answer(400, '<html>'))).toBe(false)
    expect(
      isInsufficientLiquidity(answer(400, JSON.stringify({ reasons: [{ description: 7 }] }))),
    ).toBe(false)
    expect(isInsufficientLiquidity(answer(400, undefined))).toBe(false)
    expect(isInsufficientLiquidity(new Error('Insufficient liquidity'))).toBe(false)
  })
})
