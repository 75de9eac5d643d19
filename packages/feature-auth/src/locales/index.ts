import type { Catalogue, Locale } from '@gangway/core'

/**
 * The email login's translations, one chunk per locale (English is the source, in
 * `messages.ts`): only the chosen locale's chunk is fetched.
 */
const chunks: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalogue }>> = {
  ar: () => import('./ar.js'),
  cs: () => import('./cs.js'),
  da: () => import('./da.js'),
  de: () => import('./de.js'),
  el: () => import('./el.js'),
  es: () => import('./es.js'),
  fa: () => import('./fa.js'),
  fi: () => import('./fi.js'),
  fr: () => import('./fr.js'),
  he: () => import('./he.js'),
  hi: () => import('./hi.js'),
  hu: () => import('./hu.js'),
  id: () => import('./id.js'),
  it: () => import('./it.js'),
  ja: () => import('./ja.js'),
  ko: () => import('./ko.js'),
  nb: () => import('./nb.js'),
  nl: () => import('./nl.js'),
  pl: () => import('./pl.js'),
  pt: () => import('./pt.js'),
  ro: () => import('./ro.js'),
  ru: () => import('./ru.js'),
  sv: () => import('./sv.js'),
  th: () => import('./th.js'),
  tr: () => import('./tr.js'),
  uk: () => import('./uk.js'),
  ur: () => import('./ur.js'),
  vi: () => import('./vi.js'),
  'zh-CN': () => import('./zh-CN.js'),
  'zh-TW': () => import('./zh-TW.js'),
}

/** The email login's catalogue for `locale`; English has none (its source is bundled). */
export const load = (locale: Locale): Promise<Catalogue> | undefined =>
  locale === 'en' ? undefined : chunks[locale]().then((m) => m.default)
