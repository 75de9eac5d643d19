import { getAccount, getConnections, updateAccount } from '../engine/internal.js'
import type { Engine } from '../engine/types.js'
import { emitEvent } from '../events/emitEvent.js'
import { forceClose } from '../modal/close.js'
import type { Network } from '../types.js'
import { caipAddressOf } from './applyConnection.js'
import { fetchBalance } from './fetchBalance.js'
import { persistNetwork } from './persist.js'

/**
 * Makes a configured network active in its namespace after the wallet is on it: stores it,
 * moves the account and the current connection to it (the accounts-changed of spec §4),
 * refreshes the balance, and leaves UnsupportedChain. @internal
 */
export function setActiveNetwork(engine: Engine, network: Network): void {
  const namespace = network.chainNamespace
  const previous = engine.$activeNetworks.get()[namespace]
  engine.$activeNetworks.setKey(namespace, network)
  persistNetwork(engine, network)

  const { connections, connectorId } = getConnections(engine, namespace)
  const { address } = getAccount(engine, namespace)
  if (connectorId) {
    engine.$connections.setKey(namespace, {
      connections: connections.map((c) =>
        c.connectorId === connectorId ? { ...c, chainId: network.id } : c,
      ),
      connectorId,
    })
  }
  if (address) {
    updateAccount(engine, namespace, {
      caipAddress: caipAddressOf(engine, namespace, network.id, address),
    })
    void fetchBalance(engine, { namespace })
  }
  if (previous?.caipNetworkId !== network.caipNetworkId) {
    emitEvent(engine, 'SWITCH_NETWORK', { network: network.caipNetworkId })
  }
  if (engine.$router.get().view === 'UnsupportedChain' && engine.$modal.get().open) {
    forceClose(engine)
  }
}
