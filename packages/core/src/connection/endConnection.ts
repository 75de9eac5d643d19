import { activeNetworkOf } from '../engine/internal.js'
import type { Engine } from '../engine/types.js'
import { emitEvent } from '../events/emitEvent.js'
import { forceClose } from '../modal/close.js'
import { syncEmbeddedView } from '../modal/syncEmbeddedView.js'
import type { ChainNamespace } from '../types.js'
import { dropConnection } from './applyConnection.js'
import { runDisconnectHooks } from './onDisconnect.js'
import { clearPersisted, persistConnection } from './persist.js'

/**
 * Ends a connection the wallet or the visitor closed: state, storage, the disconnect hooks
 * (when the namespace is left with none), event, and the modal (closed, or Connect in embedded
 * mode). @internal
 */
export function endConnection(
  engine: Engine,
  namespace: ChainNamespace,
  connectorId: string,
): void {
  const connector = engine.$connectors.get().find((c) => c.id === connectorId)
  const wasCurrent = engine.$connections.get()[namespace]?.connectorId === connectorId
  const disconnected = dropConnection(engine, namespace, connectorId)
  const next = engine.$connections.get()[namespace]?.connectorId
  const network = activeNetworkOf(engine, namespace)
  if (disconnected) {
    clearPersisted(engine, namespace)
    runDisconnectHooks(engine, { namespace, connectorId, connector })
  } else if (wasCurrent && next && network) persistConnection(engine, namespace, next, network)
  emitEvent(engine, 'DISCONNECT_SUCCESS', { connector: connectorId, namespace })
  if (!wasCurrent || namespace !== engine.$activeNamespace.get()) return
  if (engine.config.embedded) syncEmbeddedView(engine)
  else if (disconnected && engine.$modal.get().open) forceClose(engine)
}
