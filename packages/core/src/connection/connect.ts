import {
  activeNetworkOf,
  errorMessage,
  getAccount,
  getAdapter,
  getConnections,
  resolveNamespace,
  toGangwayError,
  updateAccount,
} from '../engine/internal.js'
import type { Engine } from '../engine/types.js'
import { AlreadyConnectedError, NoActiveNetworkError } from '../errors/connectionErrors.js'
import { emitEvent } from '../events/emitEvent.js'
import { loadFeature } from '../features/loadFeature.js'
import { forceClose } from '../modal/close.js'
import { showModal } from '../modal/open.js'
import { reset } from '../router/reset.js'
import type { AccountState, ChainNamespace, ConnectStepInfo, Network, ViewName } from '../types.js'
import { fetchBalance } from './fetchBalance.js'
import { recordConnection } from './recordConnection.js'

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
 * wallet joins the recent wallets, the balance is fetched, and the modal closes — or shows the
 * view a feature's connect step asks for (sign-in, spec §4); in embedded mode it shows Account.
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
  let supported: Network | undefined
  try {
    const result = await adapter.connect({ connectorId: params.connectorId, network })
    // Spec §2: a wallet already on an unconfigured chain shows UnsupportedChain (below); the
    // active network stays the configured one it was asked to connect on.
    supported = recordConnection(engine, namespace, params.connectorId, result, network)
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
  const account = getAccount(engine, namespace)
  if (!supported) showModal(engine, 'UnsupportedChain')
  else await afterConnect(engine, namespace, params.connectorId, account)
  return getAccount(engine, namespace)
}

/**
 * Where the visitor goes once connected: the first view a feature's connect step asks for
 * (sign-in…), else Account in embedded mode, else the modal closes. Features that declare a
 * connect step are loaded first, so their step always runs.
 */
async function afterConnect(
  engine: Engine,
  namespace: ChainNamespace,
  connectorId: string,
  account: AccountState,
): Promise<void> {
  const network = activeNetworkOf(engine, namespace)
  const view =
    account.address && account.caipAddress && network
      ? await runConnectSteps(engine, {
          namespace,
          connectorId,
          address: account.address,
          caipAddress: account.caipAddress,
          network,
        })
      : undefined
  if (view) showModal(engine, view)
  else if (engine.config.embedded) reset(engine, 'Account')
  else if (engine.$modal.get().open) forceClose(engine)
}

async function runConnectSteps(
  engine: Engine,
  info: ConnectStepInfo,
): Promise<ViewName | undefined> {
  const withSteps = Object.entries(engine.config.features)
    .filter(([, feature]) => feature.provides?.connectStep)
    .map(([id]) => loadFeature(engine, id).catch(() => {}))
  await Promise.all(withSteps)
  for (const step of [...engine._internal.connectSteps]) {
    try {
      const view = await step(info)
      if (view) return view
    } catch (error) {
      engine.logger.error('A connect step failed', error)
    }
  }
  return undefined
}
