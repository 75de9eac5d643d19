import { atom } from 'nanostores'
import {
  addRecentWallet,
  buildPairingRequests,
  type CaipNetworkId,
  type ChainNamespace,
  ChainNotSupportedError,
  connect as connectNamespace,
  type Engine,
  engineSignal,
  findNetwork,
  getRpcUrls,
  onStop,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_EXPIRY_MS,
  type PairingRequest,
  type RemoteSessionProvider,
  RPC_TIMEOUT_MS,
  SignClientNotInitializedError,
  UserRejectedRequestError,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectClient,
  type WalletConnectState,
  type WalletListEntry,
} from '../internal/core.js'
import type { WalletConnectOptions } from '../types.js'
import { buildNamespaces } from './buildNamespaces.js'
import { buildWalletLink } from './buildWalletLink.js'
import { type Attempt, type Clock, createAttempt, systemClock } from './createAttempt.js'
import { createNamespaceProvider } from './createNamespaceProvider.js'
import { initSignClient, type SignClientHandle } from './initSignClient.js'
import { qrMatrix } from './qrMatrix.js'
import { readChain } from './readChain.js'
import { type RemoteSession, readSession } from './readSession.js'
import { createSessionBridge, type SessionLink } from './sessionLink.js'
import { toWalletError } from './toWalletError.js'

type SignClient = SignClientHandle['client']
/** The sign client's `authentication` connect parameter (features build it; it is passed as is). */
type AuthenticationRequests = NonNullable<Parameters<SignClient['connect']>[0]['authentication']>

/** WalletConnect's USER_DISCONNECTED reason (code 6000). */
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }
/** Spec §8: "'No matching key' on disconnect ignored" (the session or pairing is already gone). */
const NO_MATCHING_KEY = 'No matching key'

const idle = (): WalletConnectState => ({
  wcUri: undefined,
  wcPairingExpiry: undefined,
  wcLinking: undefined,
  recentWallet: undefined,
  status: 'idle',
  wcError: false,
  errorMessage: undefined,
  buffering: false,
})

const messageOf = (error: unknown) =>
  error instanceof Error
    ? error.message
    : String((error as { message?: unknown })?.message ?? error)

/** Settles with `promise`, or resolves `undefined` after `ms` (logged), so shutdowns never hang. */
function settleWithin<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  return Promise.race([
    promise,
    new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

/**
 * Creates the WalletConnect client of one engine (what `loadWalletConnect(engine)` resolves
 * to): a sign client started on first use, pairings shown as URI / QR code and replaced before
 * they expire, sessions whose namespaces connect through their adapters (each gets the provider
 * its `walletConnect` capability builds over a session bridge), session restore at start, and
 * session end on the visitor's disconnect or the wallet's `session_delete`. The sign client is
 * torn down when the engine stops or is destroyed (registered with `onStop`; pairing-expiry
 * timers go with its attempt) and chain reads abort with the engine; its stored session stays
 * for the next start.
 *
 * @param engine - the engine whose adapters and stores the sessions feed
 * @param options - storage, relay URL and link opener (from `walletConnect(options)`)
 * @param clock - the pairing-expiry clock (tests)
 * @example
 * import { loadWalletConnect } from '@gangway/core'
 * const client = await loadWalletConnect(engine) // createClient(engine, options) behind it
 * client.$state.listen((state) => render(state.wcUri))
 * await client.connect()
 */
export function createClient(
  engine: Engine,
  options: WalletConnectOptions = {},
  clock: Clock = systemClock,
): WalletConnectClient {
  const { logger } = engine
  const $state = atom<WalletConnectState>(idle())
  const set = (patch: Partial<WalletConnectState>) => $state.set({ ...$state.get(), ...patch })
  /** Back to idle; whether the relay is away stays true. */
  const reset = (patch: Partial<WalletConnectState> = {}) =>
    set({ ...idle(), buffering: $state.get().buffering, ...patch })

  let starting: Promise<SignClient> | undefined
  let handle: SignClientHandle | undefined
  let session: RemoteSession | undefined
  const providers = new Map<ChainNamespace, RemoteSessionProvider>()
  const removeConnectors: (() => void)[] = []
  let attempt: Attempt | undefined
  let restoring: Promise<boolean> | undefined
  /** JSON-RPC ids of this client's chain reads. */
  let rpcId = 0

  // --- the sign client ------------------------------------------------------------------------

  function start(): Promise<SignClient> {
    if (!starting) {
      starting = initSignClient(engine, options).then(
        (started) => {
          handle = started
          watch(started.client)
          // Torn down when the engine stops (or is destroyed); a later use starts a new one.
          onStop(engine, () => {
            if (handle === started) void dispose()
          })
          return started.client
        },
        (cause: unknown) => {
          starting = undefined
          logger.error('walletconnect: the sign client did not start', cause)
          throw new SignClientNotInitializedError({ cause })
        },
      )
    }
    return starting
  }

  async function dispose(): Promise<void> {
    const stopped = handle
    attempt?.cancel()
    handle = undefined
    starting = undefined
    session = undefined
    providers.clear()
    for (const remove of removeConnectors.splice(0)) remove()
    set(idle())
    await stopped?.dispose()
  }

  function watch(client: SignClient): void {
    client.on('session_event', ({ topic, params }) => {
      if (topic !== session?.topic) return
      const namespace = params.chainId.split(':')[0] as ChainNamespace
      providers.get(namespace)?.walletEvent(params.event.name, params.event.data)
    })
    client.on('session_update', ({ topic, params }) => {
      if (topic !== session?.topic) return
      const { pairingTopic, expiry } = session
      const updated = readSession({ topic, pairingTopic, expiry, namespaces: params.namespaces })
      if (!updated) return logger.warn('walletconnect: ignored an unreadable session update')
      session = { ...updated, peer: session.peer }
      for (const provider of providers.values()) provider.sessionUpdated()
    })
    const ended = ({ topic }: { topic: string }) => {
      end(topic, false).catch((error: unknown) => {
        logger.error('walletconnect: ending the session failed', error)
      })
    }
    client.on('session_delete', ended)
    client.on('session_expire', ended)
    // While the relay is away requests wait in the client; it reconnects on its own (also on
    // the 5 s heartbeat, which is when a relay that was down at start shows as away).
    const sync = () => syncBuffering(client)
    client.core.relayer.on('relayer_disconnect', sync)
    client.core.relayer.on('relayer_connect', sync)
    client.core.heartbeat.on('heartbeat_pulse', sync)
  }

  /** `buffering`: a session or a shown pairing needs the relay, and it is not connected. */
  function syncBuffering(client: SignClient): void {
    const needed = !!session || $state.get().status === 'waiting'
    const buffering = needed && !client.core.relayer.connected
    if (buffering !== $state.get().buffering) set({ buffering })
  }

  // --- sessions -------------------------------------------------------------------------------

  const link = (): SessionLink => ({
    session: () => session,
    signClient: () => handle?.client,
    end: async () => {
      if (!handle) throw new SignClientNotInitializedError()
      if (session) await end(session.topic, true)
    },
    read(chainId: CaipNetworkId, method: string, params: unknown) {
      const network = findNetwork(engine.config.networks, chainId) ?? { caipNetworkId: chainId }
      return readChain(getRpcUrls(engine.config, network), method, params, {
        id: ++rpcId,
        signal: engineSignal(engine),
      })
    },
    logger,
  })

  /** The provider of one namespace: its adapter's own (may load lazily), else the plain one. */
  async function providerFor(namespace: ChainNamespace): Promise<RemoteSessionProvider> {
    const bridge = createSessionBridge(link(), namespace)
    const active = engine.$activeNetworks.get()[namespace]?.caipNetworkId
    const support = await engine.adapters.get(namespace)?.walletConnect?.load()
    return support?.createProvider
      ? support.createProvider(bridge, active)
      : createNamespaceProvider(bridge, namespace, active)
  }

  /**
   * Hands each namespace of the session to its adapter as the `walletConnect` connector.
   * Resolves the namespaces attached (none when the session changed meanwhile).
   */
  async function attach(next: RemoteSession): Promise<ChainNamespace[]> {
    const attached: ChainNamespace[] = []
    const namespaces = (Object.keys(next.namespaces) as ChainNamespace[]).filter(
      (namespace) => engine.adapters.get(namespace)?.addRemoteConnector,
    )
    const created = await Promise.all(
      namespaces.map((namespace) =>
        providerFor(namespace).catch((error: unknown) => {
          logger.error(`walletconnect: no ${namespace} provider for the session`, error)
          return undefined
        }),
      ),
    )
    if (session !== next) return attached
    for (const [i, namespace] of namespaces.entries()) {
      const adapter = engine.adapters.get(namespace)
      const provider = created[i]
      if (!adapter?.addRemoteConnector || !provider) continue
      try {
        removeConnectors.push(
          adapter.addRemoteConnector({
            id: WALLET_CONNECT_CONNECTOR_ID,
            name: next.peer.name,
            type: 'EXTERNAL',
            chain: namespace,
            ...(next.peer.icon ? { imageUrl: next.peer.icon } : {}),
            provider,
          }),
        )
        providers.set(namespace, provider)
        attached.push(namespace)
      } catch (error) {
        logger.error(`walletconnect: the ${namespace} adapter refused the session`, error)
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
  async function end(topic: string, byVisitor: boolean): Promise<void> {
    const ended = session?.topic === topic ? session : undefined
    if (ended) {
      session = undefined
      const notified = [...providers.values()]
      providers.clear()
      for (const remove of removeConnectors.splice(0)) remove()
      for (const provider of notified) provider.ended()
      if (!attempt) reset()
    }
    const client = handle?.client
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
        if (!messageOf(error).includes(NO_MATCHING_KEY))
          logger.warn('walletconnect: telling the wallet about the disconnect failed', error)
      }
    }
    await dropPairings(client, ended?.pairingTopic)
  }

  /** Deletes the session's pairing and pairings never used (old QR codes), keeping the current one. */
  async function dropPairings(client: SignClient, pairingTopic: string | undefined): Promise<void> {
    const showing = $state.get().wcUri
    const stale = client.core.pairing
      .getPairings()
      .filter((p) => (p.topic === pairingTopic || !p.active) && !showing?.includes(p.topic))
    await settleWithin(
      Promise.all(
        stale.map((p) =>
          client.core.pairing.disconnect({ topic: p.topic }).catch((error: unknown) => {
            if (!messageOf(error).includes(NO_MATCHING_KEY))
              logger.warn('walletconnect: deleting a pairing failed', error)
          }),
        ),
      ),
      RPC_TIMEOUT_MS,
    )
  }

  /** Makes an approved session the engine's connection in every namespace it grants. */
  async function adopt(struct: unknown, wallet: WalletListEntry | undefined): Promise<void> {
    const next = readSession(struct)
    const client = handle?.client
    if (!next || !client) throw new ChainNotSupportedError({ details: 'unreadable session' })
    if (session && session.topic !== next.topic) await end(session.topic, true)
    session = next
    const attached = await attach(next)
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
        logger.error(`walletconnect: connecting ${namespace} over the session failed`, error)
      }
    }
    if (!connected) {
      await end(next.topic, true)
      throw failure ?? new ChainNotSupportedError({ details: 'no namespace of the session' })
    }
    const recent = wallet ?? { id: WALLET_CONNECT_CONNECTOR_ID, name: next.peer.name }
    addRecentWallet(engine.storage, {
      id: recent.id,
      name: recent.name,
      ...(next.peer.icon ? { icon: next.peer.icon } : {}),
    })
    set({ recentWallet: recent })
  }

  /**
   * Hands each feature the wallet's answers to its pairing requests (the approved session's
   * `authentication`, untrusted) before the session's namespaces connect. A wallet that does not
   * support a kind answers none of it; the features then take their usual path.
   */
  async function settleExtras(extras: PairingRequest[], approved: unknown): Promise<void> {
    if (!extras.length) return
    const answered = (approved as { authentication?: unknown } | undefined)?.authentication
    const answers = answered === undefined ? {} : { authentication: answered }
    for (const extra of extras) {
      try {
        await extra.settle(answers)
      } catch (error) {
        logger.error('walletconnect: a pairing request could not use the answer', error)
      }
    }
  }

  /** Gives up on a pairing: its approval is never awaited again and its pairing is deleted. */
  function abandon(pairing: { uri?: string | undefined; approval: () => Promise<unknown> }) {
    pairing.approval().catch((error: unknown) => {
      logger.debug('walletconnect: an abandoned pairing ended', error)
    })
    const topic = pairing.uri?.match(/^wc:([0-9a-f]+)@/i)?.[1]
    const client = handle?.client
    if (topic && client)
      client.core.pairing.disconnect({ topic }).catch((error: unknown) => {
        logger.debug('walletconnect: deleting an abandoned pairing failed', error)
      })
  }

  // --- the client -----------------------------------------------------------------------------

  return {
    $state,

    async connect({ wallet } = {}) {
      attempt?.cancel()
      const current = createAttempt()
      attempt = current
      reset({ status: 'pairing', recentWallet: wallet })
      try {
        const client = await current.race(start())
        const optionalNamespaces = await current.race(buildNamespaces(engine))
        for (;;) {
          // Features' requests (one-click sign-in…), built again for each pairing (fresh nonces).
          const extras = await current.race(buildPairingRequests(engine))
          const authentication = extras.flatMap((e) => e.requests.authentication ?? [])
          const proposing = client.connect({
            optionalNamespaces,
            ...(authentication.length
              ? { authentication: authentication as AuthenticationRequests }
              : {}),
          })
          // Cancelled while proposing: the proposal is dropped once it exists.
          proposing.then(
            (pairing) => current.cancelled && abandon(pairing),
            () => {},
          )
          const pairing = await current.race(proposing)
          if (!pairing.uri) throw new SignClientNotInitializedError({ details: 'no pairing URI' })
          set({
            status: 'waiting',
            wcUri: pairing.uri,
            wcPairingExpiry: clock.now() + PAIRING_EXPIRY_MS,
          })
          // Spec §9: "Pairing expiry 4 min, expired margin 10 s": replaced without a click.
          const timer = current.expiry(clock, PAIRING_EXPIRY_MS - PAIRING_EXPIRY_MARGIN_MS)
          const approval = pairing.approval()
          const outcome = await current
            .race(Promise.race([approval, timer.expired]))
            .finally(timer.stop)
            .catch((error: unknown) => {
              // Cancelled, declined or failed: this pairing is of no more use.
              abandon(pairing)
              throw error
            })
          if (outcome === 'expired') {
            abandon(pairing)
            continue
          }
          current.commit()
          set({ status: 'connecting' })
          await settleExtras(extras, outcome)
          await adopt(outcome, wallet)
          set({ status: 'connected', wcUri: undefined, wcPairingExpiry: undefined })
          return
        }
      } catch (cause) {
        if (current.cancelled) throw cause
        const error = toWalletError(cause)
        const rejected = error instanceof UserRejectedRequestError
        if (attempt === current)
          set({
            status: rejected ? 'rejected' : 'error',
            wcError: true,
            errorMessage: error.shortMessage,
            wcUri: undefined,
            wcPairingExpiry: undefined,
          })
        if (!rejected) logger.error('walletconnect: pairing failed', error)
        throw error
      } finally {
        if (attempt === current) attempt = undefined
      }
    },

    cancel() {
      const current = attempt
      if (!current) return
      current.cancel()
      if (current.cancelled) {
        attempt = undefined
        reset()
      }
    },

    openWallet({ wallet, platform }) {
      const uri = $state.get().wcUri
      if (!uri) return undefined
      const opened = buildWalletLink(wallet, platform, uri)
      if (!opened) {
        logger.warn(`walletconnect: ${wallet.name} has no safe ${platform} link`)
        return undefined
      }
      const target = platform === 'mobile' ? '_self' : '_blank'
      try {
        if (options.open) options.open(opened.href, target)
        else if (typeof window !== 'undefined') window.open(opened.href, target, 'noreferrer')
        else throw new Error('no window to open a link in')
      } catch (error) {
        logger.error('walletconnect: opening the wallet failed', error)
        return undefined
      }
      set({ wcLinking: opened })
      return opened
    },

    qrMatrix,

    restore() {
      restoring ??= (async () => {
        const client = await start()
        if (session) return true
        const now = clock.now() / 1000
        const live = client.session
          .getAll()
          .filter((s) => s.acknowledged && s.expiry > now)
          .sort((a, b) => a.expiry - b.expiry)
        const next = readSession(live.at(-1))
        if (!next || !Object.keys(next.namespaces).length) return false
        session = next
        if (!(await attach(next)).length) {
          session = undefined
          return false
        }
        set({ status: 'connected' })
        // Connect to the relay now (wallet events); a relay that is away shows as buffering.
        const sync = () => syncBuffering(client)
        client.core.relayer.transportOpen().then(sync, (error: unknown) => {
          logger.warn('walletconnect: the relay is not reachable yet', error)
          sync()
        })
        return true
      })().finally(() => {
        restoring = undefined
      })
      return restoring
    },
  }
}
