import {
  addRecentWallet,
  type CaipNetworkId,
  type ChainNamespace,
  ChainNotSupportedError,
  connect as connectNamespace,
  engineSignal,
  findNetwork,
  getRpcUrls,
  type RemoteSessionProvider,
  RPC_TIMEOUT_MS,
  SignClientNotInitializedError,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletListEntry,
} from '../internal/core.js'
import {
  type ClientState,
  isNoMatchingKey,
  patch,
  reset,
  type SignClient,
  settleWithin,
} from './clientState.js'
import { createNamespaceProvider } from './createNamespaceProvider.js'
import { readChain } from './readChain.js'
import { type RemoteSession, readSession } from './readSession.js'
import { createSessionBridge, type SessionLink } from './sessionLink.js'

/** WalletConnect's USER_DISCONNECTED reason (code 6000). */
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

/** What a namespace's session bridge reaches of the client. */
const link = (c: ClientState): SessionLink => ({
  session: () => c.session,
  signClient: () => c.handle?.client,
  end: async () => {
    if (!c.handle) throw new SignClientNotInitializedError()
    if (c.session) await end(c, c.session.topic, true)
  },
  read(chainId: CaipNetworkId, method: string, params: unknown) {
    const network = findNetwork(c.engine.config.networks, chainId) ?? { caipNetworkId: chainId }
    return readChain(getRpcUrls(c.engine.config, network), method, params, {
      id: ++c.rpcId,
      signal: engineSignal(c.engine),
    })
  },
  logger: c.engine.logger,
})

/** The provider of one namespace: its adapter's own (may load lazily), else the plain one. */
async function providerFor(
  c: ClientState,
  namespace: ChainNamespace,
): Promise<RemoteSessionProvider> {
  const bridge = createSessionBridge(link(c), namespace)
  const active = c.engine.$activeNetworks.get()[namespace]?.caipNetworkId
  const support = await c.engine.adapters.get(namespace)?.walletConnect?.load()
  return support?.createProvider
    ? support.createProvider(bridge, active)
    : createNamespaceProvider(bridge, namespace, active)
}

/**
 * Hands each namespace of the session to its adapter as the `walletConnect` connector.
 * Resolves the namespaces attached (none when the session changed meanwhile).
 */
export async function attach(c: ClientState, next: RemoteSession): Promise<ChainNamespace[]> {
  const { engine } = c
  const attached: ChainNamespace[] = []
  const namespaces = (Object.keys(next.namespaces) as ChainNamespace[]).filter(
    (namespace) => engine.adapters.get(namespace)?.addRemoteConnector,
  )
  const created = await Promise.all(
    namespaces.map((namespace) =>
      providerFor(c, namespace).catch((error: unknown) => {
        engine.logger.error(`walletconnect: no ${namespace} provider for the session`, error)
        return undefined
      }),
    ),
  )
  if (c.session !== next) return attached
  for (const [i, namespace] of namespaces.entries()) {
    const adapter = engine.adapters.get(namespace)
    const provider = created[i]
    if (!adapter?.addRemoteConnector || !provider) continue
    try {
      c.removeConnectors.push(
        adapter.addRemoteConnector({
          id: WALLET_CONNECT_CONNECTOR_ID,
          name: next.peer.name,
          type: 'EXTERNAL',
          chain: namespace,
          ...(next.peer.icon ? { imageUrl: next.peer.icon } : {}),
          provider,
        }),
      )
      c.providers.set(namespace, provider)
      attached.push(namespace)
    } catch (error) {
      engine.logger.error(`walletconnect: the ${namespace} adapter refused the session`, error)
    }
  }
  return attached
}

/**
 * Ends a session: the adapters lose the connector and hear `disconnect` (core's state goes to
 * disconnected), the wallet is told when the visitor ended it, and the session's pairing and
 * any unused pairings are deleted with their keys. Spec §4: "A wallet session ends on user
 * disconnect or session deletion event, clearing stored namespaces and pairings".
 */
export async function end(c: ClientState, topic: string, byVisitor: boolean): Promise<void> {
  const ended = c.session?.topic === topic ? c.session : undefined
  if (ended) {
    c.session = undefined
    const notified = [...c.providers.values()]
    c.providers.clear()
    for (const remove of c.removeConnectors.splice(0)) remove()
    for (const provider of notified) provider.ended()
    if (!c.attempt) reset(c)
  }
  const client = c.handle?.client
  if (!client) return
  if (byVisitor) {
    try {
      const done = await settleWithin(
        client.disconnect({ topic, reason: USER_DISCONNECTED }).then(() => true),
        RPC_TIMEOUT_MS,
      )
      // The relay is away: the wallet hears nothing, but the session still goes.
      if (!done) await client.session.delete(topic, USER_DISCONNECTED)
    } catch (error) {
      if (!isNoMatchingKey(error))
        c.engine.logger.warn('walletconnect: telling the wallet about the disconnect failed', error)
    }
  }
  await dropPairings(c, client, ended?.pairingTopic)
}

/** Deletes the session's pairing and pairings never used (old QR codes), keeping the current one. */
async function dropPairings(
  c: ClientState,
  client: SignClient,
  pairingTopic: string | undefined,
): Promise<void> {
  const showing = c.$state.get().wcUri
  const stale = client.core.pairing
    .getPairings()
    .filter((p) => (p.topic === pairingTopic || !p.active) && !showing?.includes(p.topic))
  await settleWithin(
    Promise.all(
      stale.map((p) =>
        client.core.pairing.disconnect({ topic: p.topic }).catch((error: unknown) => {
          if (!isNoMatchingKey(error))
            c.engine.logger.warn('walletconnect: deleting a pairing failed', error)
        }),
      ),
    ),
    RPC_TIMEOUT_MS,
  )
}

/** Makes an approved session the engine's connection in every namespace it grants. */
export async function adopt(
  c: ClientState,
  struct: unknown,
  wallet: WalletListEntry | undefined,
): Promise<void> {
  const { engine } = c
  const next = readSession(struct)
  if (!next || !c.handle) throw new ChainNotSupportedError({ details: 'unreadable session' })
  if (c.session && c.session.topic !== next.topic) await end(c, c.session.topic, true)
  c.session = next
  const attached = await attach(c, next)
  // The active namespace connects last, so it stays the active one.
  const active = engine.$activeNamespace.get()
  attached.sort((a, b) => Number(a === active) - Number(b === active))
  let failure: unknown
  let connected = 0
  for (const namespace of attached) {
    try {
      await connectNamespace(engine, { connectorId: WALLET_CONNECT_CONNECTOR_ID, namespace })
      connected++
    } catch (error) {
      failure ??= error
      engine.logger.error(`walletconnect: connecting ${namespace} over the session failed`, error)
    }
  }
  if (!connected) {
    await end(c, next.topic, true)
    throw failure ?? new ChainNotSupportedError({ details: 'no namespace of the session' })
  }
  const recent = wallet ?? { id: WALLET_CONNECT_CONNECTOR_ID, name: next.peer.name }
  addRecentWallet(engine.storage, {
    id: recent.id,
    name: recent.name,
    ...(next.peer.icon ? { icon: next.peer.icon } : {}),
  })
  patch(c, { recentWallet: recent })
}
