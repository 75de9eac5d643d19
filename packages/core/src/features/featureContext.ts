import { approvalSurfaceView } from '../approvals/approvalSurfaceView.js'
import { byOrder } from '../engine/internal.js'
import type { Engine } from '../engine/types.js'
import { RemoteConnectorsUnsupportedError } from '../errors/connectionErrors.js'
import type { AccountAction, AccountTab, FeatureContext } from '../types.js'
import { addCloseGuard } from './addCloseGuard.js'
import { featureStorage } from './featureStorage.js'

/*
 * What a feature's `register` gets. Loaded with import() together with the feature's own code
 * (loadFeature), so a page whose modal never opens, or that has no feature, never pays for it.
 */

/** The context a feature registers with; everything it adds is undone by `cleanups`. @internal */
export function contextFor(
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
    connectSteps: { add: (step) => addTo(engine._internal.connectSteps, step, cleanups) },
    pairingRequests: {
      add: (builder) => addTo(engine._internal.pairingRequests, builder, cleanups),
    },
    closeGuards: {
      add(guard) {
        const cleanup = addCloseGuard(engine, guard)
        cleanups.push(cleanup)
        return cleanup
      },
    },
    requestApproval: (request) => approvalActions(engine).request(request),
    settleApproval: (id, result) => approvalActions(engine).settle(id, result),
    approvalSurfaces: {
      add(connectorId, component) {
        const key = approvalSurfaceView(connectorId)
        engine.$views.setKey(key, component)
        let removed = false
        const cleanup = () => {
          if (removed || engine.$views.get()[key] !== component) return
          removed = true
          engine.$views.setKey(key, undefined)
        }
        cleanups.push(cleanup)
        return cleanup
      },
    },
    onStop: (cleanup) => void cleanups.push(cleanup),
  }
}

/** Appends `item` to `list`; the cleanup (also run at stop) removes exactly it. */
function addTo<T>(list: T[], item: T, cleanups: (() => void)[]): () => void {
  list.push(item)
  const cleanup = () => {
    const i = list.indexOf(item)
    if (i >= 0) list.splice(i, 1)
  }
  cleanups.push(cleanup)
  return cleanup
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

/** The approval step's entry points `start` bound (see `EngineInternal.approvalActions`). */
function approvalActions(engine: Engine) {
  const actions = engine._internal.approvalActions
  if (!actions) throw new Error('The engine has not started')
  return actions
}
