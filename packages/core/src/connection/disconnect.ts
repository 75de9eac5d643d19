import { errorMessage, getAdapter, getConnections, resolveNamespace } from '../engine/internal.js'
import type { Engine } from '../engine/types.js'
import { DisconnectError } from '../errors/connectionErrors.js'
import { emitEvent } from '../events/emitEvent.js'
import type { ChainNamespace } from '../types.js'
import { endConnection } from './endConnection.js'

/** What `disconnect` accepts. */
export type DisconnectParameters = { namespace?: ChainNamespace }

/** Spec §8: "'No matching key' on disconnect ignored" (the remote session is already gone). */
const NO_MATCHING_KEY = 'No matching key'

/**
 * Disconnects the current connection of a namespace (default: the active one) through its
 * adapter. Spec §4: "Disconnect clears provider, user and status"; "Disconnecting the last
 * connection gives disconnected with no current connection". The namespace's stored connection
 * is cleared.
 *
 * @throws DisconnectError ('Failed to disconnect', cause kept) when the adapter fails; the
 * connection then stays.
 * @example
 * import { disconnect } from '@gangway/core'
 * await disconnect(engine)
 */
export async function disconnect(engine: Engine, params: DisconnectParameters = {}): Promise<void> {
  const namespace = resolveNamespace(engine, params.namespace)
  const { connectorId } = getConnections(engine, namespace)
  if (!connectorId) return
  try {
    await getAdapter(engine, namespace).disconnect({ connectorId })
  } catch (cause) {
    if (!errorMessage(cause).includes(NO_MATCHING_KEY)) {
      const error = new DisconnectError({ cause })
      emitEvent(engine, 'DISCONNECT_ERROR', { connector: connectorId, message: error.details })
      throw error
    }
  }
  endConnection(engine, namespace, connectorId)
}
