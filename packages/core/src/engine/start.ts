import { reportRefusedRequest } from '../approvals/reportRefusedRequest.js'
import { requestApproval } from '../approvals/requestApproval.js'
import { settleRequest } from '../approvals/settleRequest.js'
import { getRpcUrls } from '../config/getRpcUrls.js'
import { applyConnection } from '../connection/applyConnection.js'
import { fetchBalance } from '../connection/fetchBalance.js'
import { handleAdapterEvent } from '../connection/handleAdapterEvent.js'
import {
  clearPersisted,
  persistAddresses,
  persistConnection,
  readActiveNamespace,
  readPersisted,
} from '../connection/persist.js'
import { WALLET_CONNECT_CONNECTOR_ID } from '../constants/constants.js'
import { ProjectIdMissingError } from '../errors/catalogue.js'
import { PROJECT_ID_ALERT } from '../errors/messages.js'
import { emitEvent } from '../events/emitEvent.js'
import { loadFeature } from '../features/loadFeature.js'
import { toDisplayName } from '../format/toDisplayName.js'
import { wantedLocale } from '../i18n/i18n.js'
import { showModal } from '../modal/open.js'
import { syncEmbeddedView } from '../modal/syncEmbeddedView.js'
import { showAlert } from '../toasts/showAlert.js'
import type { Adapter, AdapterContext, ChainNamespace } from '../types.js'
import { loadWalletConnect } from '../walletconnect/loadWalletConnect.js'
import { activeNetworkOf, findChain, networksOf, updateAccount } from './internal.js'
import { reportSdkError } from './reportSdkError.js'
import { assertLive, onStop, runCleanups } from './resources.js'
import type { Engine, StopEngine } from './types.js'

const SEND_METHOD = /send/i

/**
 * Starts an engine: restores the active namespace and networks from storage, sets up every
 * adapter, and restores stored connections. Spec §4: "On start, a stored connected status
 * becomes connecting, existing connection is synced; failure sets disconnected". A failing
 * adapter never stops the start: it is logged and reported as INTERNAL_SDK_ERROR (spec §8).
 * Calling it again returns the running instance's cleanup. `stop` (the returned function or
 * `stop(engine)`) ends the run and runs every `onStop` cleanup; `start` again begins a new run.
 * `destroy(engine)` ends the engine for good.
 *
 * @throws EngineDestroyedError when the engine was destroyed.
 * @returns A cleanup that tears the adapters down; its `ready` settles once stored connections
 * are restored or dropped.
 * @example
 * import { createEngine, start } from '@gangway/core'
 * const stop = start(engine)
 * await stop.ready
 */
export function start(engine: Engine): StopEngine {
  assertLive(engine)
  const running = engine._internal.stop
  if (running) return running

  if (!engine.config.projectId) {
    // Spec §5 "Project id required (alert if missing)"; §8 alert "project id not configured".
    engine.logger.error('Gangway:', new ProjectIdMissingError())
    showAlert(engine, PROJECT_ID_ALERT)
  }
  engine._internal.approvalActions = {
    request: (args) =>
      requestApproval(engine, {
        ...args,
        isTransaction: args.isTransaction ?? SEND_METHOD.test(args.method),
      }),
    settle: (id, result) => void settleRequest(engine, id, result),
  }
  restoreNetworks(engine)
  // The catalogues of a locale other than English (each namespace's own lazy chunk).
  const locale = wantedLocale(engine)
  if (locale) void import('../i18n/setLocale.js').then((m) => m.setLocale(engine, locale))
  onStop(engine, persistAddresses(engine))
  for (const adapter of engine.adapters.values()) {
    try {
      onStop(engine, adapter.setup(contextFor(engine, adapter)))
    } catch (error) {
      reportSdkError(engine, 'setup', adapter.namespace, error)
    }
  }
  emitEvent(engine, 'MODAL_CREATED')

  const stop: StopEngine = Object.assign(
    () => {
      if (engine._internal.stop !== stop) return
      engine._internal.stop = undefined
      // Adapters, features and the WalletConnect sign client: everything this run started.
      runCleanups(engine, engine._internal.resources.stop)
      clearTimeout(engine._internal.toastTimer)
      clearTimeout(engine._internal.shakeTimer)
      engine._internal.toastTimer = engine._internal.shakeTimer = undefined
    },
    { ready: Promise.resolve() },
  )
  engine._internal.stop = stop
  stop.ready = Promise.all(
    [...engine.adapters.values()].map((adapter) => restore(engine, adapter, stop)),
  ).then(() => undefined)
  return stop
}

/** The active namespace and each namespace's last-used network, when still configured. */
function restoreNetworks(engine: Engine): void {
  const namespace = readActiveNamespace(engine)
  if (namespace && engine.namespaces.includes(namespace)) engine.$activeNamespace.set(namespace)
  for (const ns of engine.namespaces) {
    const { networkId } = readPersisted(engine, ns)
    const network = networkId ? findChain(engine, ns, networkId) : undefined
    if (network) engine.$activeNetworks.setKey(ns, network)
  }
}

/** Silently reconnects a namespace whose stored status is connected. */
async function restore(engine: Engine, adapter: Adapter, stop: StopEngine): Promise<void> {
  const namespace = adapter.namespace
  const { status, connectorId } = readPersisted(engine, namespace)
  const network = activeNetworkOf(engine, namespace)
  // A connection the server rendered (`initialState`) is `reconnecting` with its address: it
  // stays shown while the wallet confirms it (no flash), and ends cleanly if it does not.
  const seeded = engine.$accounts.get()[namespace]?.status === 'reconnecting'
  if (status !== 'connected' || !connectorId || !network) {
    if (seeded) endRestore(engine, namespace)
    return
  }
  if (!seeded) updateAccount(engine, namespace, { status: 'connecting' })
  try {
    // A remote session's provider reaches the adapter once its (lazy) client restored it.
    if (connectorId === WALLET_CONNECT_CONNECTOR_ID)
      await (await loadWalletConnect(engine)).restore()
    // A feature's connector (an embedded wallet) is there once its feature loaded.
    for (const [id, feature] of Object.entries(engine.config.features))
      if (feature.provides?.connectors?.includes(connectorId)) await loadFeature(engine, id)
    const result = await adapter.reconnect({ connectorId, network })
    if (engine._internal.stop !== stop) return
    // Spec §2: a wallet on an unconfigured chain shows UnsupportedChain, not the stored network.
    const supported = findChain(engine, namespace, result.chainId)
    engine.$activeNetworks.setKey(namespace, supported ?? network)
    applyConnection(engine, namespace, { connectorId, ...result })
    persistConnection(engine, namespace, connectorId, supported)
    if (!supported) showModal(engine, 'UnsupportedChain')
    // Embedded mode shows Account once the restored connection is back (spec §2).
    else syncEmbeddedView(engine)
    void fetchBalance(engine, { namespace })
  } catch (error) {
    endRestore(engine, namespace)
    clearPersisted(engine, namespace)
    reportSdkError(engine, 'reconnect', namespace, error)
  }
}

/** A restore that did not happen: disconnected, with no address left from the initial state. */
function endRestore(engine: Engine, namespace: ChainNamespace): void {
  updateAccount(engine, namespace, {
    status: 'disconnected',
    address: undefined,
    caipAddress: undefined,
  })
}

/** What an adapter gets in `setup`: its way to report connectors, events and requests. */
function contextFor(engine: Engine, adapter: Adapter): AdapterContext {
  const namespace = adapter.namespace
  const byNamespace = engine._internal.connectorsByNamespace
  return {
    networks: networksOf(engine, namespace),
    projectId: engine.config.projectId,
    logger: engine.logger,
    excludeWallets: engine.config.excludeWallets ?? [],
    isMobile: engine.isMobile,
    getActiveNetwork: () => activeNetworkOf(engine, namespace),
    setConnectors(connectors) {
      // Names come from wallets (EIP-6963 announcements): shown only display-safe (untrusted input).
      byNamespace.set(
        namespace,
        connectors.map((c) => ({ ...c, name: toDisplayName(c.name) || c.id })),
      )
      engine.$connectors.set([...byNamespace.values()].flat())
    },
    emit(event) {
      try {
        handleAdapterEvent(engine, namespace, event)
      } catch (error) {
        reportSdkError(engine, event.type, namespace, error)
      }
    },
    requestApproval: (request) =>
      engine._internal.approvalActions!.request({ namespace, ...request }),
    settleApproval: (id, result) => engine._internal.approvalActions!.settle(id, result),
    getRpcUrls: (network) => getRpcUrls(engine.config, network),
    reportRefused: (method) => reportRefusedRequest(engine, { namespace, method }),
  }
}
