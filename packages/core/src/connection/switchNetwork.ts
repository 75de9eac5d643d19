import { findNetwork } from '../caip/findNetwork.js'
import { getAdapter, getConnections, toGangwayError } from '../engine/internal.js'
import type { Engine } from '../engine/types.js'
import { ChainNotSupportedError } from '../errors/catalogue.js'
import type { Network } from '../types.js'
import { setActiveNetwork } from './setActiveNetwork.js'

/**
 * Switches to a configured network: the wallet first when its namespace is connected, then the
 * active network (stored as the last-used chain), the account's CAIP-10 id and its balance.
 * Spec §4: "Chain change updates default chain and emits accounts-changed for the new chain".
 *
 * @throws ChainNotSupportedError when `network` is not configured (spec §5 "Chain id not in
 * configured chains rejected"); the wallet's typed error when it refuses.
 * @example
 * import { switchNetwork } from '@gangway/core'
 * import { base } from '@gangway/core/networks'
 * await switchNetwork(engine, base)
 */
export async function switchNetwork(engine: Engine, network: Network): Promise<void> {
  const target = findNetwork(engine.config.networks, network.caipNetworkId)
  if (!target) throw new ChainNotSupportedError({ details: network.caipNetworkId })
  const namespace = target.chainNamespace
  const { connectorId } = getConnections(engine, namespace)
  if (connectorId) {
    try {
      await getAdapter(engine, namespace).switchNetwork({ connectorId, network: target })
    } catch (error) {
      throw toGangwayError(error)
    }
  }
  engine.$activeNamespace.set(namespace)
  setActiveNetwork(engine, target)
}
