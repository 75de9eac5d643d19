import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOAST_GAP_MS } from '../constants/constants.js'
import { makeEngine } from '../engine/_test/fixtures.js'
import { TOAST_MESSAGES } from '../errors/messages.js'
import { showToast, TOAST_DURATION_MS } from './showToast.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const messages = (engine: ReturnType<typeof makeEngine>) =>
  engine.$toasts.get().map((t) => t.message)

describe('showToast', () => {
  it('shows a toast at once and hides it after its time', () => {
    const engine = makeEngine()
    const id = showToast(engine, { variant: 'success', message: TOAST_MESSAGES.transactionStarted })
    expect(engine.$toasts.get()).toEqual([
      { id, variant: 'success', message: 'Transaction started' },
    ])
    vi.advanceTimersByTime(TOAST_DURATION_MS)
    expect(engine.$toasts.get()).toEqual([])
  })

  it('shows the next toast 150 ms after the previous one leaves (spec §2)', () => {
    const engine = makeEngine()
    showToast(engine, { variant: 'success', message: 'one' })
    showToast(engine, { variant: 'error', message: 'two' })
    expect(messages(engine)).toEqual(['one'])
    vi.advanceTimersByTime(TOAST_DURATION_MS)
    expect(messages(engine)).toEqual([])
    vi.advanceTimersByTime(TOAST_GAP_MS - 1)
    expect(messages(engine)).toEqual([])
    vi.advanceTimersByTime(1)
    expect(messages(engine)).toEqual(['two'])
  })

  it('a loading toast gives way to the next one after the 150 ms gap', () => {
    const engine = makeEngine()
    showToast(engine, { variant: 'loading', message: TOAST_MESSAGES.authenticating })
    vi.advanceTimersByTime(60_000)
    expect(messages(engine)).toEqual(['Authenticating...'])
    showToast(engine, { variant: 'error', message: TOAST_MESSAGES.signatureDeclined })
    expect(messages(engine)).toEqual([])
    vi.advanceTimersByTime(TOAST_GAP_MS)
    expect(engine.$toasts.get()[0]).toMatchObject({
      variant: 'error',
      message: 'Signature declined',
    })
  })

  it('keeps order and the gap for toasts queued during the gap', () => {
    const engine = makeEngine()
    showToast(engine, { variant: 'success', message: 'a', duration: 100 })
    vi.advanceTimersByTime(100)
    showToast(engine, { variant: 'success', message: 'b', duration: 100 })
    showToast(engine, { variant: 'success', message: 'c', duration: 100 })
    expect(messages(engine)).toEqual([])
    vi.advanceTimersByTime(TOAST_GAP_MS)
    expect(messages(engine)).toEqual(['b'])
    vi.advanceTimersByTime(100 + TOAST_GAP_MS)
    expect(messages(engine)).toEqual(['c'])
  })
})
