import { describe, expect, it } from 'vitest'
import { fakeAdapter, makeEngine } from '../engine/_test/fixtures.js'
import { start } from '../engine/start.js'
import { open } from '../modal/open.js'
import { approveRequest } from './approveRequest.js'
import { requestApproval } from './requestApproval.js'

describe('requestApproval', () => {
  it('unsafe requests open ApproveTransaction with the request id (spec §4)', () => {
    const engine = makeEngine({ adapters: [fakeAdapter().adapter] })
    void requestApproval(engine, { namespace: 'eip155', method: 'personal_sign', params: ['0x1'] })
    const [request] = engine.$pendingRequests.get()
    expect(request).toEqual({
      id: expect.any(String),
      namespace: 'eip155',
      method: 'personal_sign',
      params: ['0x1'],
      isTransaction: false,
    })
    expect(engine.$modal.get().open).toBe(true)
    expect(engine.$router.get()).toEqual({
      view: 'ApproveTransaction',
      history: ['ApproveTransaction'],
      data: { requestId: request?.id },
    })
  })

  it('shows ApproveTransaction even where the opening rules would pick another view', () => {
    const engine = makeEngine()
    void requestApproval(engine, { namespace: 'eip155', method: 'personal_sign', params: [] })
    expect(engine.$router.get().view).toBe('ApproveTransaction')
  })

  it('is pushed over the open modal, and the next request waits its turn', () => {
    const engine = makeEngine({ adapters: [fakeAdapter().adapter] })
    open(engine)
    void requestApproval(engine, {
      namespace: 'eip155',
      method: 'personal_sign',
      params: [],
      id: 'a',
    })
    void requestApproval(engine, {
      namespace: 'eip155',
      method: 'personal_sign',
      params: [],
      id: 'b',
    })
    expect(engine.$router.get().history).toEqual(['Connect', 'ApproveTransaction'])
    expect(engine.$router.get().data).toEqual({ requestId: 'a' })
    approveRequest(engine, 'a')
    expect(engine.$router.get()).toMatchObject({
      view: 'ApproveTransaction',
      data: { requestId: 'b' },
    })
    approveRequest(engine, 'b')
    expect(engine.$router.get().view).toBe('Connect')
    expect(engine.$modal.get().open).toBe(true)
  })

  it('adapters reach it through ctx.requestApproval; send methods count as transactions', async () => {
    const fake = fakeAdapter()
    const engine = makeEngine({ adapters: [fake.adapter] })
    start(engine)
    const done = fake.ctx.requestApproval({ method: 'eth_sendTransaction', params: [], id: 'tx' })
    expect(engine.$pendingRequests.get()[0]).toMatchObject({
      id: 'tx',
      namespace: 'eip155',
      isTransaction: true,
    })
    approveRequest(engine, 'tx')
    await expect(done).resolves.toBeUndefined()
    expect(engine._internal.inFlight.has('tx')).toBe(true)
  })
})
