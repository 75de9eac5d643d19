import { byOrder } from '../engine/createEngine.js'
import { onStop } from '../engine/resources.js'
import type { Engine } from '../engine/types.js'
import { FeatureLoadError, RemoteConnectorsUnsupportedError } from '../errors/catalogue.js'
import { emitEvent } from '../events/emitEvent.js'
import type { AccountAction, AccountTab, FeatureContext } from '../types.js'
import { addCloseGuard } from './addCloseGuard.js'
import { featureStorage } from './featureStorage.js'

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
      const module = await feature.load()
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

function contextFor(
  engine: Engine,
  featureId: string,
  options: unknown,
  cleanups: (() => void)[],
): FeatureContext<Engine> {
  const declared = engine.config.features[featureId]?.provides ?? {}
  return {
    engine,
    id: featureId,
    options,
    logger: engine.logger,
    storage: featureStorage(engine, featureId),
    views: { add: (name, component) => engine.$views.setKey(name, component) },
    tabs: {
      add(tab) {
        const label = declared.tabs?.find((t) => t.id === tab.id)?.label ?? tab.label
        upsert(engine.$tabs, { ...tab, label, featureId } satisfies AccountTab)
      },
    },
    actions: {
      add: (action) => upsert(engine.$actions, { ...action, featureId } as AccountAction),
    },
    connectSlots: {
      add(slotId, component) {
        const slots = engine.$connectSlots.get()
        const slot = slots.find((s) => s.id === slotId)
        const label = declared.connectSlots?.find((s) => s.id === slotId)?.label ?? slotId
        upsert(engine.$connectSlots, { ...(slot ?? { id: slotId, label }), featureId, component })
      },
    },
    connectors: {
      add(connector, { listed = false } = {}) {
        const adapter = engine.adapters.get(connector.chain)
        if (!adapter?.addRemoteConnector) {
          throw new RemoteConnectorsUnsupportedError({ details: connector.chain })
        }
        const remove = adapter.addRemoteConnector(connector)
        const list = () => engine.$connectors.get().filter((c) => c !== connector)
        if (listed) engine.$connectors.set([...list(), connector])
        let removed = false
        const cleanup = () => {
          if (removed) return
          removed = true
          remove()
          if (listed) engine.$connectors.set(list())
        }
        cleanups.push(cleanup)
        return cleanup
      },
    },
    connectSteps: {
      add(step) {
        engine._internal.connectSteps.push(step)
        const cleanup = () => {
          const steps = engine._internal.connectSteps
          const i = steps.indexOf(step)
          if (i >= 0) steps.splice(i, 1)
        }
        cleanups.push(cleanup)
        return cleanup
      },
    },
    closeGuards: {
      add(guard) {
        const cleanup = addCloseGuard(engine, guard)
        cleanups.push(cleanup)
        return cleanup
      },
    },
    onStop: (cleanup) => void cleanups.push(cleanup),
  }
}

/** Replaces the entry with the same id (a declared one gets its component) and keeps order. */
function upsert<T extends { id: string; order?: number }>(
  $store: { get(): T[]; set(value: T[]): void },
  entry: T,
): void {
  const old = $store.get().find((e) => e.id === entry.id)
  const merged = old ? { ...old, ...entry } : entry
  $store.set([...$store.get().filter((e) => e.id !== entry.id), merged].sort(byOrder))
}
