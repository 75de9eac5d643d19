import { close, disconnect, type Engine } from '../internal/core.js'
import type { SiwxRuntime } from '../state.js'
import { currentConnection } from './currentConnection.js'

/**
 * Cancel on SIWXSignMessage: "Cancel disconnects if sign-in is required, else closes." Optional
 * sign-in just closes; required sign-in disconnects the connection it asked for (which signs it
 * out) and closes, also after a network or account switch (it does not switch back to a network
 * that has a session). 'Cancelling…' shows meanwhile; a failure leaves the view as it was.
 */
export async function cancelSignIn(engine: Engine, runtime: SiwxRuntime): Promise<void> {
  if (runtime.$status.get() !== 'idle') return
  const connection = currentConnection(engine)
  if (!runtime.options.required || !connection) {
    close(engine)
    return
  }
  runtime.$status.set('cancelling')
  runtime.$error.set(undefined)
  try {
    await disconnect(engine, { namespace: connection.namespace })
    close(engine)
  } catch (error) {
    runtime.$error.set(error)
    engine.logger.warn('siwx: cancel failed', error)
  } finally {
    runtime.$status.set('idle')
  }
}
