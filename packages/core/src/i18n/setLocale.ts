import type { Engine } from '../engine/types.js'
import type { Locale } from './locales.js'
import { localeDirection, resolveLocale } from './resolveLocale.js'

/**
 * Shows the modal in another locale: loads every namespace's catalogue for it first, then
 * switches text, direction and formats at once (never half one language, half another). The
 * last call wins; a catalogue that fails to load is logged and its namespace stays English.
 *
 * @param locale a supported locale, or preferred language tags to choose from (`navigator.languages`)
 * @example await setLocale(engine, 'de')
 * @example await setLocale(engine, navigator.languages) // the first supported, else English
 */
export function setLocale(engine: Engine, locale: Locale | readonly string[]): Promise<void> {
  const chosen = typeof locale === 'string' ? resolveLocale([locale]) : resolveLocale(locale)
  engine._internal.localeTarget = chosen
  return loadLocale(engine, chosen, [...engine._internal.messageLoaders.keys()], true)
}

/** Loads `namespaces`' catalogues of `locale`, then shows them (`replace`: a setLocale). */
export async function loadLocale(
  engine: Engine,
  locale: Locale,
  namespaces: string[],
  replace = false,
): Promise<void> {
  const request = replace ? ++engine._internal.localeRequest : engine._internal.localeRequest
  const loadAll = (names: string[]) =>
    Promise.all(
      names.map(async (namespace) => {
        if (locale === 'en') return undefined
        try {
          const catalogue = await engine._internal.messageLoaders.get(namespace)?.(locale)
          return catalogue && ([namespace, catalogue] as const)
        } catch (error) {
          engine.logger.warn(`The ${locale} messages of ${namespace} did not load`, error)
          return undefined
        }
      }),
    )
  const loaded = await loadAll(namespaces)
  // A namespace registered while a setLocale loads: its own load finds the locale not yet
  // shown and drops its catalogue, so this switch loads it too (until none is new).
  const done = new Set(namespaces)
  const fresh = () => [...engine._internal.messageLoaders.keys()].filter((n) => !done.has(n))
  for (let late = replace ? fresh() : []; late.length; late = fresh()) {
    for (const namespace of late) done.add(namespace)
    loaded.push(...(await loadAll(late)))
  }
  const current = engine.$i18n.get()
  // A later setLocale won; a namespace's own load only fills the locale still shown.
  if (replace ? request !== engine._internal.localeRequest : current.locale !== locale) return
  const messages = Object.fromEntries(loaded.filter((entry) => entry !== undefined))
  engine.$i18n.set({
    locale,
    dir: localeDirection(locale),
    messages: current.locale === locale ? { ...current.messages, ...messages } : messages,
  })
}
