import { onStop } from '../engine/resources.js'
import type { Engine } from '../engine/types.js'
import { FeatureLoadError } from '../errors/catalogue.js'
import { emitEvent } from '../events/emitEvent.js'
import type { AccountAction, AccountTab, FeatureContext } from '../types.js'

const byOrder = (a: { order?: number }, b: { order?: number }) => (a.order ?? 0) - (b.order ?? 0)

/**
 * Loads a configured feature and registers its views, account tabs and account actions. A
 * feature loads at most once; concurrent calls share one promise. A failure is recorded in
 * `$features` as a FeatureLoadError (cause kept) and rejects; a later call retries.
 *
 * @throws FeatureLoadError when the feature is not configured or fails to load or register.
 * @example
 * import { loadFeature } from '@gangway/core'
 * await loadFeature(engine, 'swaps')
 */
export function loadFeature(engine: Engine, id: string): Promise<void> {
  const loads = engine._internal.features
  const existing = loads.get(id)
  if (existing) return existing
  const feature = engine.config.features[id]
  if (!feature) {
    return Promise.reject(new FeatureLoadError(id, { details: `Feature "${id}" is not enabled` }))
  }

  engine.$features.setKey(id, 'loading')
  const promise = (async () => {
    try {
      const module = await feature.load()
      const ctx: FeatureContext<Engine> = {
        engine,
        views: { add: (name, component) => engine.$views.setKey(name, component) },
        tabs: { add: (tab: AccountTab) => addSorted(engine.$tabs, tab) },
        actions: { add: (action: AccountAction) => addSorted(engine.$actions, action) },
      }
      const cleanup = module.register(ctx)
      if (cleanup) onStop(engine, cleanup)
      engine.$features.setKey(id, 'ready')
    } catch (cause) {
      const error = new FeatureLoadError(id, { cause })
      loads.delete(id)
      engine.$features.setKey(id, { error })
      engine.logger.error(error.shortMessage, error.details)
      emitEvent(engine, 'FEATURE_LOAD_ERROR', { feature: id, message: error.details })
      throw error
    }
  })()
  loads.set(id, promise)
  return promise
}

function addSorted<T extends { id: string; order?: number }>(
  $store: { get(): T[]; set(value: T[]): void },
  entry: T,
): void {
  $store.set([...$store.get().filter((e) => e.id !== entry.id), entry].sort(byOrder))
}
