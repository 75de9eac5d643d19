import { describe, expect, it } from 'vitest'
import { fakeAdapter, makeEngine } from '../engine/_test/fixtures.js'
import { askToSign } from './_test/askToSign.js'
import { delegateRequest } from './delegateRequest.js'
import { settleRequest } from './settleRequest.js'

describe('delegateRequest', () => {
  it('hands the request to its wallet and keeps the approval view (the wallet asks) until it settles', async () => {
    const engine = makeEngine({ adapters: [fakeAdapter().adapter] })
    const done = askToSign(engine, 'r', { connectorId: 'embedded' })
    expect(engine.$router.get()).toMatchObject({
      view: 'ApproveTransaction',
      data: { requestId: 'r' },
    })
    expect(engine.$pendingRequests.get()[0]?.connectorId).toBe('embedded')
    expect(delegateRequest(engine, 'r')).toBe(true)
    await expect(done).resolves.toBeUndefined()
    expect(engine.$pendingRequests.get()).toEqual([])
    expect(engine.$modal.get().open).toBe(true)
    expect(engine.$router.get().view).toBe('ApproveTransaction')
    expect(delegateRequest(engine, 'r')).toBe(false)

    settleRequest(engine, 'r', { ok: true })
    expect(engine.$modal.get().open).toBe(false)
  })

  it('the next request of the queue shows after a handed-over one settles, with its connector', async () => {
    const engine = makeEngine({ adapters: [fakeAdapter().adapter] })
    const first = askToSign(engine, 'a', { connectorId: 'embedded' })
    void askToSign(engine, 'b', { connectorId: 'embedded' }).catch(() => {})
    delegateRequest(engine, 'a')
    await first
    settleRequest(engine, 'a', { ok: true })
    expect(engine.$router.get()).toMatchObject({
      view: 'ApproveTransaction',
      data: { requestId: 'b' },
    })
    expect(engine.$pendingRequests.get()[0]).toMatchObject({ id: 'b', connectorId: 'embedded' })
  })

  it('returns false for an unknown request', () => {
    expect(delegateRequest(makeEngine(), 'nope')).toBe(false)
  })
})
