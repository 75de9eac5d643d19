import { useEngine } from '../context/GangwayContext.js'
import { type ChainNamespace, disconnect } from '../internal/core.js'

/**
 * Disconnects the wallet of a namespace (default: the active one).
 *
 * @example
 * import { useDisconnect } from '@gangway/modal-shell'
 * const { disconnect } = useDisconnect()
 * <button onClick={() => disconnect()}>Disconnect</button>
 */
export function useDisconnect(): {
  disconnect: (params?: { namespace?: ChainNamespace }) => Promise<void>
} {
  const engine = useEngine()
  return { disconnect: (params) => disconnect(engine, params) }
}
