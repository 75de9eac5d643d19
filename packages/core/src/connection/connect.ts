import {
  activeNetworkOf,
  errorMessage,
  findChain,
  getAccount,
  getAdapter,
  getConnections,
  resolveNamespace,
  toGangwayError,
  updateAccount,
} from '../engine/internal.js'
import type { Engine } from '../engine/types.js'
import { AlreadyConnectedError, NoActiveNetworkError } from '../errors/catalogue.js'
import { emitEvent } from '../events/emitEvent.js'
import { forceClose } from '../modal/close.js'
import { showModal } from '../modal/open.js'
import { reset } from '../router/reset.js'
import type { AccountState, ChainNamespace } from '../types.js'
import { applyConnection } from './applyConnection.js'
import { fetchBalance } from './fetchBalance.js'
import { persistConnection, rememberWallet } from './persist.js'

/** What `connect` accepts. */
export type ConnectParameters = {
  connectorId: string
  /** Defaults to the connector's namespace, else the active namespace. */
  namespace?: ChainNamespace
}

/**
 * Connects a wallet through its adapter (spec §4: "Connecting sets connecting; success sets
 * connected. On failure status returns to connected if a connection is current, else
 * disconnected"). On success the connection, the connector id and the network are stored, the
 * wallet joins the recent wallets, the balance is fetched, and the modal closes — or, when
 * sign-in is configured and no session exists, shows SIWXSignMessage (spec §4); in embedded
 * mode it shows Account.
 *
 * @throws AlreadyConnectedError when `connectorId` is the current connection (spec §5);
 * UserRejectedRequestError when the visitor declines; the adapter's typed error otherwise.
 * @example
 * import { connect } from '@gangway/core'
 * const account = await connect(engine, { connectorId: 'io.metamask' })
 */
export async function connect(engine: Engine, params: ConnectParameters): Promise<AccountState> {
  const connector = engine.$connectors
    .get()
    .find((c) => c.id === params.connectorId && (!params.namespace || c.chain === params.namespace))
  const namespace = resolveNamespace(engine, params.namespace ?? connector?.chain)
  const adapter = getAdapter(engine, namespace)
  const previous = getConnections(engine, namespace).connectorId
  if (previous === params.connectorId) throw new AlreadyConnectedError()
  const network = activeNetworkOf(engine, namespace)
  if (!network) throw new NoActiveNetworkError()

  updateAccount(engine, namespace, { status: 'connecting' })
  try {
    const result = await adapter.connect({ connectorId: params.connectorId, network })
    const connected = findChain(engine, namespace, result.chainId) ?? network
    engine.$activeNetworks.setKey(namespace, connected)
    engine.$activeNamespace.set(namespace)
    applyConnection(engine, namespace, { connectorId: params.connectorId, ...result })
    persistConnection(engine, namespace, params.connectorId, connected)
    if (connector) rememberWallet(engine, connector)
    emitEvent(engine, 'CONNECT_SUCCESS', {
      connector: params.connectorId,
      name: connector?.name,
      method: connector?.type,
      network: connected.caipNetworkId,
    })
  } catch (cause) {
    const error = toGangwayError(cause)
    updateAccount(engine, namespace, {
      status: getConnections(engine, namespace).connectorId ? 'connected' : 'disconnected',
    })
    emitEvent(engine, 'CONNECT_ERROR', {
      connector: params.connectorId,
      message: errorMessage(error),
    })
    throw error
  }
  void fetchBalance(engine, { namespace })
  afterConnect(engine)
  return getAccount(engine, namespace)
}

/** Where the visitor goes once connected. */
function afterConnect(engine: Engine): void {
  if (engine.config.siwx && !engine.$siwxSession.get()) {
    showModal(engine, 'SIWXSignMessage')
  } else if (engine.config.embedded) reset(engine, 'Account')
  else if (engine.$modal.get().open) forceClose(engine)
}
