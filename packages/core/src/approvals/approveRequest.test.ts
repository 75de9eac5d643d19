import { describe, expect, it } from 'vitest'
import { fakeAdapter, makeEngine } from '../engine/_test/fixtures.js'
import { askToSign } from './_test/askToSign.js'
import { approveRequest } from './approveRequest.js'

describe('approveRequest', () => {
  it('resolves the request and closes the approval view it opened (spec §4)', async () => {
    const engine = makeEngine({ adapters: [fakeAdapter().adapter] })
    const done = askToSign(engine, 'r')
    expect(approveRequest(engine, 'r')).toBe(true)
    await expect(done).resolves.toBeUndefined()
    expect(engine.$pendingRequests.get()).toEqual([])
    expect(engine.$modal.get().open).toBe(false)
  })

  it('returns false for an unknown or finished request', () => {
    const engine = makeEngine()
    expect(approveRequest(engine, 'nope')).toBe(false)
  })
})
