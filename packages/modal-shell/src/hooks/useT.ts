import { useStore } from '@nanostores/react'
import { useEngine } from '../context/GangwayContext.js'
import { type Catalogue, type Engine, type MessageParams, translate } from '../internal/core.js'

/** A bound translator: a message of its catalogue by key, in the locale shown. */
export type Translate<T extends Catalogue> = (
  key: keyof T & string,
  params?: MessageParams,
) => string

/**
 * The translator of one namespace's English catalogue: each message in the locale shown (the
 * host's override, else the loaded translation, else the English source). The component
 * renders again when the locale changes.
 *
 * @example
 * const t = useT('swap', swapMessages)
 * t('review') // 'Review swap' or 'Swap prüfen'
 * t('quoteIn', { seconds: 5 })
 */
export function useT<T extends Catalogue>(namespace: string, source: T): Translate<T> {
  const engine = useEngine()
  useStore(engine.$i18n)
  return (key, params) => translate(engine, namespace, source, key, params)
}

/** The locale shown and its direction, for `Intl` formats and `dir`. */
export function useLocale() {
  const { locale, dir } = useStore(useEngine().$i18n)
  return { locale, dir }
}

/**
 * A label a feature declared as data (a view's title, an action's, a tab's, a slot's), in the
 * locale shown: its catalogue's `key` when it has one, else the declared English. Call it from a
 * component that re-renders on `$i18n` (one using `useT`).
 */
export function translateEntry<T extends string | undefined>(
  engine: Engine,
  featureId: string,
  key: string,
  english: T,
): T | string {
  return english === undefined ? english : translate(engine, featureId, { [key]: english }, key)
}
