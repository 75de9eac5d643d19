import { describe, expect, it } from 'vitest'
import { fakeAdapter, makeEngine } from '../engine/_test/fixtures.js'
import { start } from '../engine/start.js'
import { InvalidRequestParamsError } from '../errors/catalogue.js'
import { open } from '../modal/open.js'
import { askToSign } from './_test/askToSign.js'
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
    void askToSign(engine, 'a')
    void askToSign(engine, 'b')
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

  // Spec §6 "Unsafe (need approval)": what ApproveTransaction shows cannot change under it.
  it('keeps a frozen plain copy: mutating the caller’s params changes nothing shown', () => {
    const engine = makeEngine({ adapters: [fakeAdapter().adapter] })
    const params = [{ to: '0x01', value: '0x0' }]
    void requestApproval(engine, { namespace: 'eip155', method: 'eth_sendTransaction', params })
    params[0]!.value = '0xde0b6b3a7640000'
    const shown = engine.$pendingRequests.get()[0]?.params
    expect(shown).toEqual([{ to: '0x01', value: '0x0' }])
    expect(Object.isFrozen((shown as object[])[0])).toBe(true)
  })

  it('refuses non-plain params with InvalidRequestParamsError and shows nothing', async () => {
    const engine = makeEngine({ adapters: [fakeAdapter().adapter] })
    const params = [{ to: '0x01', toJSON: () => ({ to: '0x02' }) }]
    await expect(
      requestApproval(engine, { namespace: 'eip155', method: 'eth_sendTransaction', params }),
    ).rejects.toBeInstanceOf(InvalidRequestParamsError)
    expect(engine.$pendingRequests.get()).toEqual([])
    expect(engine.$modal.get().open).toBe(false)
  })
})
