import { describe, expect, it } from 'vitest'
import { connect } from '../connection/connect.js'
import { fakeAdapter, flush, makeEngine } from '../engine/_test/fixtures.js'
import { start } from '../engine/start.js'
import { subscribeEvents } from '../events/subscribeEvents.js'
import { approveRequest } from './approveRequest.js'
import { settleRequest } from './settleRequest.js'

async function approvedRequest(method: string) {
  const fake = fakeAdapter()
  const engine = makeEngine({ adapters: [fake.adapter] })
  start(engine)
  await connect(engine, { connectorId: 'io.metamask' })
  await flush()
  fake.instance.getBalance.mockClear()
  const done = fake.ctx.requestApproval({ method, params: [], id: 'r' })
  approveRequest(engine, 'r')
  await done
  const events: unknown[] = []
  subscribeEvents(engine, (e) => events.push([e.data.event, e.data.properties]))
  return { engine, fake, events }
}

describe('settleRequest', () => {
  it('a success ends in a success event and refreshes the native balance (spec §4)', async () => {
    const { engine, fake, events } = await approvedRequest('eth_sendTransaction')
    fake.ctx.settleApproval?.('r', { ok: true })
    await flush()
    expect(events).toEqual([['WALLET_REQUEST_SUCCESS', { method: 'eth_sendTransaction' }]])
    expect(fake.instance.getBalance).toHaveBeenCalledOnce()
    expect(engine._internal.inFlight.size).toBe(0)
  })

  it('an error ends in an error event and refreshes the native balance (spec §4)', async () => {
    const { engine, fake, events } = await approvedRequest('personal_sign')
    expect(settleRequest(engine, 'r', { ok: false, error: new Error('reverted') })).toBe(true)
    await flush()
    expect(events).toEqual([
      ['WALLET_REQUEST_ERROR', { method: 'personal_sign', message: 'reverted' }],
    ])
    expect(fake.instance.getBalance).toHaveBeenCalledOnce()
    expect(settleRequest(engine, 'r', { ok: true })).toBe(false)
  })
})
