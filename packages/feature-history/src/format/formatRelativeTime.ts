const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const dateFormat = new Intl.DateTimeFormat('en', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
})

/**
 * How long ago something happened, short and in English: 'just now', '2 min ago', '3 h ago',
 * '5 d ago', then the date ('Mar 4, 2025') from a week on. Future times (clock skew) read
 * 'just now'.
 *
 * @param date The moment.
 * @param now The current time (ms since the epoch).
 * @example
 * formatRelativeTime(new Date(Date.now() - 120_000), Date.now()) // '2 min ago'
 */
export function formatRelativeTime(date: Date, now: number): string {
  const ago = now - date.getTime()
  if (ago < MINUTE) return 'just now'
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h ago`
  if (ago < 7 * DAY) return `${Math.floor(ago / DAY)} d ago`
  return dateFormat.format(date)
}
