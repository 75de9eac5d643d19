import { expect, it } from 'vitest'
import { formatRelativeTime } from './formatRelativeTime.js'

const now = Date.parse('2025-03-10T12:00:00Z')
const ago = (ms: number, locale?: string, justNow?: string) =>
  formatRelativeTime(new Date(now - ms), now, locale, justNow)

it('reads like "2 min. ago", then hours and days, then the date from a week on', () => {
  expect(ago(5_000)).toBe('just now')
  expect(ago(-60_000)).toBe('just now')
  expect(ago(2 * 60_000 + 5_000)).toBe('2 min. ago')
  expect(ago(3 * 3_600_000)).toBe('3 hr. ago')
  expect(ago(86_400_000)).toBe('yesterday')
  expect(ago(2 * 86_400_000)).toBe('2 days ago')
  expect(ago(10 * 86_400_000)).toBe('Feb 28, 2025')
})

it('speaks the locale shown: its words, its date order, its "just now"', () => {
  expect(ago(5_000, 'de', 'gerade eben')).toBe('gerade eben')
  expect(ago(2 * 60_000 + 5_000, 'de')).toBe('vor 2 Min.')
  expect(ago(3 * 3_600_000, 'ja')).toBe('3 時間前')
  expect(ago(10 * 86_400_000, 'de')).toBe('28. Feb. 2025')
})
