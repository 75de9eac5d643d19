/**
 * The locales Gangway ships a catalogue for: English (the source, bundled) and 30 translations,
 * each its own lazy chunk per package (one string in the bundle, split once).
 */
export const LOCALES =
  /* @__PURE__ */ 'en ar cs da de el es fa fi fr he hi hu id it ja ko nb nl pl pt ro ru sv th tr uk ur vi zh-CN zh-TW'.split(
    ' ',
  ) as readonly Locale[]

/** A locale Gangway has a catalogue for. */
export type Locale =
  | 'en'
  | 'ar'
  | 'cs'
  | 'da'
  | 'de'
  | 'el'
  | 'es'
  | 'fa'
  | 'fi'
  | 'fr'
  | 'he'
  | 'hi'
  | 'hu'
  | 'id'
  | 'it'
  | 'ja'
  | 'ko'
  | 'nb'
  | 'nl'
  | 'pl'
  | 'pt'
  | 'ro'
  | 'ru'
  | 'sv'
  | 'th'
  | 'tr'
  | 'uk'
  | 'ur'
  | 'vi'
  | 'zh-CN'
  | 'zh-TW'

/** The right-to-left languages among LOCALES: the modal mirrors its layout for these. */
const RTL = ['ar', 'fa', 'he', 'ur']

/** The writing direction of a locale. */
export const localeDirection = (locale: Locale): 'ltr' | 'rtl' =>
  RTL.includes(locale) ? 'rtl' : 'ltr'

// Chinese script by region when no script subtag says it: Taiwan, Hong Kong and Macau write
// Traditional.
const TRADITIONAL = /^zh-(hant|tw|hk|mo)\b/

/**
 * The first of the preferred language tags Gangway has a catalogue for, else English: the exact
 * tag, then its language (`de-AT` → `de`; `zh-Hant-HK` → `zh-TW`; `no` and `nn` → `nb`).
 *
 * @example resolveLocale(['fr-CA', 'en']) // 'fr'
 */
export function resolveLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const lower = tag.toLowerCase()
    const exact = LOCALES.find((l) => l.toLowerCase() === lower)
    if (exact) return exact
    const language = lower.split('-')[0]
    if (language === 'zh') return TRADITIONAL.test(lower) ? 'zh-TW' : 'zh-CN'
    if (language === 'no' || language === 'nn') return 'nb'
    const base = LOCALES.find((l) => l === language)
    if (base) return base
  }
  return 'en'
}
