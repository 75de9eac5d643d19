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
