const ALPHA2 = /^[A-Za-z]{2}$/

/**
 * The visitor's country for the on-ramp service (ISO 3166-1 alpha-2, upper case): the host's
 * `country` option when it is one; else the region of the browser's first preferred language
 * that names one (`'en-GB'` → `'GB'`; a numeric region such as `'es-419'` names no country);
 * else `undefined`, and the views use the spec's fallback limits (the service needs a country).
 * The language is a guess about where the visitor buys from, not a fact: a host that knows
 * better (an account setting, a geo lookup) passes `country`.
 *
 * @param option The host's `country` option.
 * @param languages The browser's preferred languages (`navigator.languages`).
 * @returns The country code, or `undefined`.
 * @example
 * resolveCountry(undefined, ['fr-FR', 'en']) // 'FR'
 */
export function resolveCountry(
  option: string | undefined,
  languages: readonly string[] = [],
): string | undefined {
  if (option !== undefined) return ALPHA2.test(option) ? option.toUpperCase() : undefined
  for (const tag of languages) {
    let region: string | undefined
    try {
      region = new Intl.Locale(tag).region
    } catch {
      continue
    }
    if (region && ALPHA2.test(region)) return region.toUpperCase()
  }
  return undefined
}
