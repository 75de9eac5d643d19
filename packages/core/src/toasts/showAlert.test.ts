import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeEngine } from '../engine/_test/fixtures.js'
import { ALERTS } from '../errors/messages.js'
import { ALERT_DURATION_MS, showAlert } from './showAlert.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('showAlert', () => {
  it('shows the alert title with its description as an error toast, long enough to read', () => {
    const engine = makeEngine()
    const id = showAlert(engine, ALERTS.invalidAppConfiguration)
    expect(engine.$toasts.get()).toEqual([
      {
        id,
        variant: 'error',
        message: 'Invalid App Configuration',
        description:
          "Origin is not on your project's allowlist. Update your configuration in the provider's dashboard.",
      },
    ])
    vi.advanceTimersByTime(ALERT_DURATION_MS - 1)
    expect(engine.$toasts.get()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(engine.$toasts.get()).toEqual([])
  })
})
