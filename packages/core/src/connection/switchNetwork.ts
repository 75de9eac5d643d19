import { findNetwork } from '../caip/findNetwork.js'
import { MODAL_ERROR_DELAY_MS } from '../constants/constants.js'
import { activeNetworkOf, getConnections, toGangwayError } from '../engine/internal.js'
import { engineTimeout } from '../engine/resources.js'
import type { Engine } from '../engine/types.js'
import { CHAIN_ERROR_CODES, ChainNotSupportedError } from '../errors/catalogue.js'
import { CapabilityNotSupportedError } from '../errors/connectionErrors.js'
import { SWITCH_NETWORK_ALERT } from '../errors/messages.js'
import { showAlert } from '../toasts/showAlert.js'
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
 * false); the wallet's typed error when it refuses; for a chain the wallet cannot find
 * (UnrecognizedChainError, NetworkNotFoundError) the 'switch-network-not-found' alert follows
 * after MODAL_ERROR_DELAY_MS.
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
    } catch (cause) {
      const error = toGangwayError(cause)
      // Spec §8 alert "switch-network-not-found" for a chain the wallet neither knows nor adds
      // (4902), shown after the modal error delay (spec §9: 300 ms).
      // By code and name, so the engine bundles neither error class.
      if (
        error.code === CHAIN_ERROR_CODES.unrecognizedChain ||
        error.name === 'NetworkNotFoundError'
      )
        engineTimeout(engine, () => showAlert(engine, SWITCH_NETWORK_ALERT), MODAL_ERROR_DELAY_MS)
      throw error
    }
  }
  engine.$activeNamespace.set(namespace)
  setActiveNetwork(engine, target)
}
