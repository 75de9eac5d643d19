const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const relative = new Map<string, Intl.RelativeTimeFormat>()
const dates = new Map<string, Intl.DateTimeFormat>()

/** One formatter per locale, made on first use. */
function cached<T>(map: Map<string, T>, locale: string, make: () => T): T {
  let format = map.get(locale)
  if (!format) {
    format = make()
    map.set(locale, format)
  }
  return format
}

/**
 * How long ago something happened, short and in `locale` (`Intl.RelativeTimeFormat`): `justNow`
 * under a minute, then '2 min. ago', '3 hr. ago', 'yesterday', '5 days ago', then the date
 * ('Mar 4, 2025') from a week on. Future times (clock skew) read `justNow`.
 *
 * @param date The moment.
 * @param now The current time (ms since the epoch).
 * @param locale The locale shown (`useLocale().locale`).
 * @param justNow What under a minute reads, in that locale.
 * @example
 * formatRelativeTime(new Date(Date.now() - 120_000), Date.now()) // '2 min. ago'
 * formatRelativeTime(new Date(Date.now() - 120_000), Date.now(), 'de', 'gerade eben') // 'vor 2 Min.'
 */
export function formatRelativeTime(
  date: Date,
  now: number,
  locale = 'en',
  justNow = 'just now',
): string {
  const ago = now - date.getTime()
  if (ago < MINUTE) return justNow
  const rtf = cached(
    relative,
    locale,
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' }),
  )
  if (ago < HOUR) return rtf.format(-Math.floor(ago / MINUTE), 'minute')
  if (ago < DAY) return rtf.format(-Math.floor(ago / HOUR), 'hour')
  if (ago < 7 * DAY) return rtf.format(-Math.floor(ago / DAY), 'day')
  return formatDate(date, locale, { month: 'short', day: 'numeric', year: 'numeric' })
}

/** A date in `locale` (`Intl.DateTimeFormat`, one formatter per locale and options). */
export function formatDate(
  date: Date,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): string {
  const key = `${locale}|${JSON.stringify(options)}`
  return cached(dates, key, () => new Intl.DateTimeFormat(locale, options)).format(date)
}
