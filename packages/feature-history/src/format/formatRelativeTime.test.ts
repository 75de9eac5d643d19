import { expect, it } from 'vitest'
import { formatRelativeTime } from './formatRelativeTime.js'

const now = Date.parse('2025-03-10T12:00:00Z')
const ago = (ms: number) => formatRelativeTime(new Date(now - ms), now)

it('reads like "2 min ago", then hours and days, then the date from a week on', () => {
  expect(ago(5_000)).toBe('just now')
  expect(ago(-60_000)).toBe('just now')
  expect(ago(2 * 60_000 + 5_000)).toBe('2 min ago')
  expect(ago(3 * 3_600_000)).toBe('3 h ago')
  expect(ago(2 * 86_400_000)).toBe('2 d ago')
  expect(ago(10 * 86_400_000)).toBe('Feb 28, 2025')
})
