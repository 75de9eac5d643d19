import { describe, expect, it, vi } from 'vitest'
import { makeEngine } from '../engine/_test/fixtures.js'
import { emitEvent } from './emitEvent.js'
import { subscribeEvents } from './subscribeEvents.js'

describe('emitEvent / subscribeEvents', () => {
  it('delivers every event in order with a timestamp, and stops after unsubscribe', () => {
    const engine = makeEngine()
    const fn = vi.fn()
    const off = subscribeEvents(engine, fn)
    emitEvent(engine, 'MODAL_OPEN', { connected: false })
    emitEvent(engine, 'MODAL_CLOSE')
    expect(fn.mock.calls.map(([e]) => e.data)).toEqual([
      { event: 'MODAL_OPEN', properties: { connected: false } },
      { event: 'MODAL_CLOSE' },
    ])
    expect(fn.mock.calls[0]?.[0]).toMatchObject({ type: 'track', timestamp: expect.any(Number) })
    expect(engine.$lastEvent.get()?.data.event).toBe('MODAL_CLOSE')
    off()
    emitEvent(engine, 'MODAL_OPEN')
    expect(fn).toHaveBeenCalledTimes(2)
  })

  it('events emitted from a listener still reach every listener', () => {
    const engine = makeEngine()
    const seen: string[] = []
    subscribeEvents(engine, (e) => {
      if (e.data.event === 'CONNECT_SUCCESS') emitEvent(engine, 'MODAL_CLOSE')
    })
    subscribeEvents(engine, (e) => seen.push(e.data.event))
    emitEvent(engine, 'CONNECT_SUCCESS')
    expect(seen).toEqual(['CONNECT_SUCCESS', 'MODAL_CLOSE'])
  })

  it('does not cross engines', () => {
    const a = makeEngine()
    const b = makeEngine()
    const fn = vi.fn()
    subscribeEvents(b, fn)
    emitEvent(a, 'MODAL_OPEN')
    expect(fn).not.toHaveBeenCalled()
  })
})

describe('emitEvent with a failing listener', () => {
  it('still reaches the other listeners', () => {
    const engine = makeEngine({ logLevel: 'silent' })
    const fn = vi.fn()
    subscribeEvents(engine, () => {
      throw new Error('host bug')
    })
    subscribeEvents(engine, fn)
    emitEvent(engine, 'MODAL_OPEN')
    expect(fn).toHaveBeenCalledOnce()
  })
})
