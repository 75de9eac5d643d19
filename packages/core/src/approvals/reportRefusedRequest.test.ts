import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeEngine } from '../engine/_test/fixtures.js'
import { subscribeEvents } from '../events/subscribeEvents.js'
import type { ModalEvent } from '../types.js'
import { reportRefusedRequest } from './reportRefusedRequest.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('reportRefusedRequest', () => {
  it("shows 'Action not allowed' 300 ms after a refused call (spec §6)", () => {
    vi.useFakeTimers()
    const engine = makeEngine()
    const events: ModalEvent[] = []
    subscribeEvents(engine, (e) => events.push(e))
    reportRefusedRequest(engine, { namespace: 'eip155', method: 'eth_sign' })
    expect(events.at(-1)?.data).toEqual({
      event: 'WALLET_REQUEST_REFUSED',
      properties: { namespace: 'eip155', method: 'eth_sign' },
    })
    vi.advanceTimersByTime(299)
    expect(engine.$toasts.get()).toEqual([])
    vi.advanceTimersByTime(1)
    expect(engine.$toasts.get()).toMatchObject([
      { variant: 'error', message: 'Action not allowed' },
    ])
  })
})
