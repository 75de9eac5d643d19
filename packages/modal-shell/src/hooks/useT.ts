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
 * locale shown: its catalogue's `key` when it has one, else the declared English. A label that
 * is not the declared one (set at run time) is shown as it is. Call it from a
 * component that re-renders on `$i18n` (one using `useT`).
 */
export function translateEntry<T extends string | undefined>(
  engine: Engine,
  featureId: string,
  key: string,
  english: T,
): T | string {
  // Only the label the descriptor declared is the catalogue's: one a feature set at run time
  // (the visitor's email as the update-email action's label) is shown as set.
  const [kind, id] = [key.slice(0, key.indexOf('.')), key.slice(key.indexOf('.') + 1)]
  const provides = engine.config.features[featureId]?.provides
  const entries: readonly unknown[] =
    (kind === 'view'
      ? provides?.views
      : kind === 'action'
        ? provides?.actions
        : kind === 'tab'
          ? provides?.tabs
          : provides?.connectSlots) ?? []
  const declared = entries.find(
    (e): e is { title?: string; label?: string } =>
      typeof e === 'object' &&
      e !== null &&
      ('name' in e ? e.name : (e as { id?: string }).id) === id,
  )
  const label = kind === 'view' ? declared?.title : declared?.label
  return english === undefined || english !== label
    ? english
    : translate(engine, featureId, { [key]: english }, key)
}
