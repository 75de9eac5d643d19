import { findNetwork } from '../caip/findNetwork.js'
import { activeNetworkOf, getConnections, toGangwayError } from '../engine/internal.js'
import type { Engine } from '../engine/types.js'
import { CapabilityNotSupportedError, ChainNotSupportedError } from '../errors/catalogue.js'
import type { Network } from '../types.js'
import { setActiveNetwork } from './setActiveNetwork.js'

/**
 * Switches to a configured network: the wallet first when its namespace is connected, then the
 * active network (stored as the last-used chain), the account's CAIP-10 id and its balance.
 * Spec §4: "Chain change updates default chain and emits accounts-changed for the new chain".
 *
 * @throws ChainNotSupportedError when `network` is not configured (spec §5 "Chain id not in
 * configured chains rejected"); CapabilityNotSupportedError when it is another network of a
 * namespace whose adapter cannot switch (`hasCapability(engine, ns, 'switchNetwork')` is
 * false); the wallet's typed error when it refuses.
 * @example
 * import { switchNetwork } from '@gangway/core'
 * import { base } from '@gangway/core/networks'
 * await switchNetwork(engine, base)
 */
export async function switchNetwork(engine: Engine, network: Network): Promise<void> {
  const target = findNetwork(engine.config.networks, network.caipNetworkId)
  if (!target) throw new ChainNotSupportedError({ details: network.caipNetworkId })
  const namespace = target.chainNamespace
  const adapter = engine.adapters.get(namespace)
  const moves = activeNetworkOf(engine, namespace)?.caipNetworkId !== target.caipNetworkId
  // Another network of a family that cannot switch; picking its namespace alone is fine.
  if (adapter && !adapter.switchNetwork && moves)
    throw new CapabilityNotSupportedError(namespace, 'switchNetwork')
  const { connectorId } = getConnections(engine, namespace)
  if (connectorId && adapter?.switchNetwork) {
    try {
      await adapter.switchNetwork({ connectorId, network: target })
    } catch (error) {
      throw toGangwayError(error)
    }
  }
  engine.$activeNamespace.set(namespace)
  setActiveNetwork(engine, target)
}
