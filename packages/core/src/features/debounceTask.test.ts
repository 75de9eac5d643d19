import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { debounceTask } from './debounceTask.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('debounceTask', () => {
  it('runs once the wait is over, with a live signal', () => {
    const run = vi.fn<(signal: AbortSignal) => void>()
    debounceTask(run, 200)
    vi.advanceTimersByTime(199)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(1)
    expect(run.mock.calls[0]![0].aborted).toBe(false)
  })

  it('the cleanup before the wait is over: never runs', () => {
    const run = vi.fn()
    const cancel = debounceTask(run, 200)
    vi.advanceTimersByTime(100)
    cancel()
    vi.advanceTimersByTime(1000)
    expect(run).not.toHaveBeenCalled()
  })

  it('the cleanup after it ran aborts its request (the latest input wins)', () => {
    let signal: AbortSignal | undefined
    const cancel = debounceTask((s) => {
      signal = s
    }, 50)
    vi.advanceTimersByTime(50)
    expect(signal?.aborted).toBe(false)
    cancel()
    expect(signal?.aborted).toBe(true)
  })
})
