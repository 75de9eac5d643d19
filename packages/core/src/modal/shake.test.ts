import { afterEach, describe, expect, it, vi } from 'vitest'
import { SHAKE_MS } from '../constants/constants.js'
import { makeEngine } from '../engine/_test/fixtures.js'
import { shake } from './shake.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('shake', () => {
  it('shakes for 500 ms (spec §2 "Shake animation 500 ms")', () => {
    vi.useFakeTimers()
    const engine = makeEngine()
    shake(engine)
    expect(engine.$modal.get().shake).toBe(true)
    vi.advanceTimersByTime(SHAKE_MS - 1)
    expect(engine.$modal.get().shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(engine.$modal.get().shake).toBe(false)
  })

  it('a second shake restarts the 500 ms', () => {
    vi.useFakeTimers()
    const engine = makeEngine()
    shake(engine)
    vi.advanceTimersByTime(400)
    shake(engine)
    vi.advanceTimersByTime(400)
    expect(engine.$modal.get().shake).toBe(true)
    vi.advanceTimersByTime(100)
    expect(engine.$modal.get().shake).toBe(false)
  })
})
