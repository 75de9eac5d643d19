// Kept apart from LOCALES (which the config check needs up front): only setLocale's lazy chunk
// and hosts that call them carry the matching rules.
import { LOCALES, type Locale } from './locales.js'

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
