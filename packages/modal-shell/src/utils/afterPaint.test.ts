import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterPaint } from './afterPaint.js'

describe('afterPaint', () => {
  let frames: FrameRequestCallback[]
  beforeEach(() => {
    vi.useFakeTimers()
    frames = []
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb))
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => {}
    })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('runs in a task after the next frame, never inside the call or the frame callback', () => {
    const fn = vi.fn()
    afterPaint(fn)
    vi.advanceTimersByTime(0)
    expect(fn).not.toHaveBeenCalled()
    frames[0]!(0)
    // The frame callback runs before that frame paints: the work waits for the task after it.
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(fn).toHaveBeenCalledOnce()
    // The fallback timer does not run it a second time.
    vi.advanceTimersByTime(200)
    expect(fn).toHaveBeenCalledOnce()
  })

  it('runs after at most 100 ms when no frame comes (a hidden tab)', () => {
    const fn = vi.fn()
    afterPaint(fn)
    vi.advanceTimersByTime(99)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledOnce()
    // A late frame does not run it again.
    frames[0]!(0)
    vi.advanceTimersByTime(0)
    expect(fn).toHaveBeenCalledOnce()
  })

  it('a cancelled call never runs, at any stage', () => {
    const before = vi.fn()
    afterPaint(before)()
    frames[0]!(0)
    vi.advanceTimersByTime(200)
    expect(before).not.toHaveBeenCalled()

    const between = vi.fn()
    const cancel = afterPaint(between)
    frames[1]!(0)
    cancel()
    vi.advanceTimersByTime(200)
    expect(between).not.toHaveBeenCalled()
  })
})
