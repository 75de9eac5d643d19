import { close, disconnect, type Engine, switchNetwork } from '../internal/core.js'
import type { SiwxRuntime } from '../state.js'
import { currentConnection } from './currentConnection.js'

/**
 * Cancel on SIWXSignMessage (spec §4): optional sign-in just closes; required sign-in returns to
 * the last network this account signed in on when it still has a session there, else disconnects
 * (which signs out). 'Cancelling…' shows meanwhile; a failure leaves the view as it was.
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
    const last = runtime.lastSigned
    const network =
      last &&
      last.chainId !== connection.chainId &&
      last.address.toLowerCase() === connection.address.toLowerCase()
        ? engine.config.networks.find((n) => n.caipNetworkId === last.chainId)
        : undefined
    const sessions = network
      ? await runtime.storage.get(network.caipNetworkId, connection.address)
      : []
    if (network && sessions.length) {
      await switchNetwork(engine, network)
      runtime.$session.set(sessions.at(-1))
    } else {
      await disconnect(engine, { namespace: connection.namespace })
    }
    close(engine)
  } catch (error) {
    runtime.$error.set(error)
    engine.logger.warn('siwx: cancel failed', error)
  } finally {
    runtime.$status.set('idle')
  }
}
