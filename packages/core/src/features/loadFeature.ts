import { onStop } from '../engine/resources.js'
import type { Engine } from '../engine/types.js'
import { FeatureLoadError } from '../errors/catalogue.js'
import { emitEvent } from '../events/emitEvent.js'

/**
 * Loads a configured feature and hands its `register` every seam of the Feature contract: views,
 * account tabs and actions, Connect slots, connectors, connect steps, close guards, its own
 * storage and stop cleanups. A feature loads at most once; concurrent calls share one promise. A
 * failure is recorded in `$features` as a FeatureLoadError (cause kept) and rejects; a later call
 * retries.
 *
 * @throws FeatureLoadError when the feature is not configured or fails to load or register.
 * @example
 * import { loadFeature } from '@gangway/core/internal'
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
    const cleanups: (() => void)[] = []
    try {
      const [module, { contextFor }] = await Promise.all([
        feature.load(),
        import('./featureContext.js'),
      ])
      const cleanup = module.register(contextFor(engine, id, feature.options, cleanups))
      if (cleanup) cleanups.push(cleanup)
      // Everything the feature added, also later (a step, a connector), goes at the next stop.
      onStop(engine, () => {
        for (const c of cleanups.splice(0).reverse()) {
          try {
            c()
          } catch (error) {
            engine.logger.error(`Feature "${id}" cleanup failed`, error)
          }
        }
      })
      engine.$features.setKey(id, 'ready')
    } catch (cause) {
      // A half-registered feature leaves nothing behind.
      for (const cleanup of cleanups.splice(0)) cleanup()
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
