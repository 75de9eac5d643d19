import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOAST_GAP_MS } from '../constants/constants.js'
import { makeEngine } from '../engine/_test/fixtures.js'
import { dismissToast } from './dismissToast.js'
import { showToast } from './showToast.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('dismissToast', () => {
  it('dismisses the toast on screen; the next follows after 150 ms (spec §2)', () => {
    const engine = makeEngine()
    const id = showToast(engine, { variant: 'loading', message: 'Authenticating...' })
    dismissToast(engine, id)
    expect(engine.$toasts.get()).toEqual([])
    showToast(engine, { variant: 'success', message: 'done' })
    expect(engine.$toasts.get()).toEqual([])
    vi.advanceTimersByTime(TOAST_GAP_MS)
    expect(engine.$toasts.get()[0]?.message).toBe('done')
  })

  it('drops a queued toast before it shows', () => {
    const engine = makeEngine()
    showToast(engine, { variant: 'success', message: 'one' })
    const queued = showToast(engine, { variant: 'success', message: 'two' })
    dismissToast(engine, queued)
    dismissToast(engine)
    vi.advanceTimersByTime(TOAST_GAP_MS * 10)
    expect(engine.$toasts.get()).toEqual([])
  })
})
