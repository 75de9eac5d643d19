import { computed } from 'nanostores'
import { SIWX_MESSAGES } from './constants.js'
import { currentConnection, sessionKey } from './flow/currentConnection.js'
import { oneClickRequest } from './flow/oneClickSignIn.js'
import { signOut } from './flow/signOut.js'
import {
  type CaipNetworkId,
  disconnect,
  type Engine,
  type FeatureContext,
  getRpcUrls,
  open,
  showToast,
} from './internal/core.js'
import type { SiwxFeatureOptions } from './siwxFeature.js'
import { createRuntime, dropRuntime, type SiwxRuntime } from './state.js'
import { localSiwxStorage } from './storage/localSiwxStorage.js'
import { memorySiwxStorage } from './storage/memorySiwxStorage.js'
import type { SiwxStorage, SiwxVerifier } from './types.js'
import { eip155Verifier } from './verifiers/eip155Verifier.js'
import { SIWXSignMessage } from './views/SIWXSignMessage/SIWXSignMessage.js'

/** Views whose close only shakes while sign-in is required and missing (spec §4). */
const GUARDED_VIEWS = ['SIWXSignMessage', 'ApproveTransaction']

/**
 * The module behind `siwxFeature().load()`: builds the verifiers and the storage, registers the
 * SIWXSignMessage view, the step after each new connection, the close guard, and watches the
 * account: a network or account switch without a session asks again, a disconnect signs out.
 */
export function register(ctx: FeatureContext<Engine, SiwxFeatureOptions>): void {
  const { engine, options } = ctx
  const verifiers = buildVerifiers(engine, options)
  const runtime = createRuntime(engine, {
    options,
    verifiers,
    storage: buildStorage(ctx, verifiers),
  })
  ctx.onStop(() => dropRuntime(engine))
  ctx.views.add('SIWXSignMessage', SIWXSignMessage)
  const supported = (namespace: string) => verifiers.some((v) => v.namespace === namespace)

  ctx.connectSteps.add(async (info) => {
    const key = sessionKey(info.network.caipNetworkId, info.address)
    runtime.handled.add(key)
    if (!supported(info.namespace)) return undefined
    try {
      const sessions = await runtime.storage.get(info.network.caipNetworkId, info.address)
      if (sessions.length) {
        found(runtime, sessions.at(-1)!)
        return undefined
      }
      return 'SIWXSignMessage'
    } catch (error) {
      // Spec §8: failure to start authentication disconnects and returns to Connect.
      ctx.logger.error('siwx: could not read the sessions', error)
      showToast(engine, { variant: 'error', message: SIWX_MESSAGES.startFailed })
      await disconnect(engine, { namespace: info.namespace }).catch(() => {})
      return 'Connect'
    }
  })

  // WalletConnect one-click sign-in: the pairing asks for it, the answers become sessions
  // before the connect step above looks for one.
  ctx.pairingRequests.add(() => oneClickRequest(engine, runtime))

  ctx.closeGuards.add(
    computed(
      [engine.$router, engine.$account, runtime.$session],
      (router, account, session) =>
        !options.required ||
        session !== undefined ||
        account?.status !== 'connected' ||
        !GUARDED_VIEWS.includes(router.view),
    ),
  )

  const $key = computed([engine.$account, engine.$activeNetwork], () => currentConnection(engine))
  let previous: ReturnType<typeof currentConnection>
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const unwatch = $key.subscribe((connection) => {
    const was = previous
    previous = connection
    if (connection?.key === was?.key) return
    runtime.$session.set(undefined)
    if (!connection) {
      if (was && options.signOutOnDisconnect !== false && supported(was.namespace))
        void signOut(engine, runtime, was).catch((e) =>
          ctx.logger.error('siwx: sign-out failed', e),
        )
      return
    }
    if (!supported(connection.namespace)) return
    if (was) {
      // The same wallet moved to another network or account: ask again when it has no session.
      void lookUp(engine, runtime, connection.key, true)
      return
    }
    // A new connection (the connect step runs before this timer and takes it) or a restored one.
    const timer = setTimeout(() => {
      timers.delete(timer)
      if (runtime.handled.delete(connection.key)) return
      void lookUp(engine, runtime, connection.key, options.required === true)
    })
    timers.add(timer)
  })
  ctx.onStop(() => {
    unwatch()
    for (const timer of timers) clearTimeout(timer)
  })
}

/** Finds the current connection's session; shows SIWXSignMessage when asked to and none. */
async function lookUp(engine: Engine, runtime: SiwxRuntime, key: string, ask: boolean) {
  const connection = currentConnection(engine)
  if (connection?.key !== key) return
  try {
    const sessions = await runtime.storage.get(connection.chainId, connection.address)
    if (currentConnection(engine)?.key !== key) return
    if (sessions.length) found(runtime, sessions.at(-1)!)
    else if (ask) open(engine, { view: 'SIWXSignMessage' })
  } catch (error) {
    engine.logger.error('siwx: could not read the sessions', error)
    showToast(engine, { variant: 'error', message: SIWX_MESSAGES.startFailed })
  }
}

function found(
  runtime: SiwxRuntime,
  session: NonNullable<ReturnType<SiwxRuntime['$session']['get']>>,
) {
  runtime.$session.set(session)
  runtime.lastSigned = { chainId: session.data.chainId, address: session.data.accountAddress }
}

function buildVerifiers(engine: Engine, options: SiwxFeatureOptions): SiwxVerifier[] {
  const viem = eip155Verifier({
    // The configured network's URLs (its own, for a chain the hosted proxy does not serve).
    rpcUrl: (chainId: CaipNetworkId) =>
      getRpcUrls(
        engine.config,
        engine.config.networks.find((n) => n.caipNetworkId === chainId) ?? {
          caipNetworkId: chainId,
        },
      )[0],
  })
  const siwe = options.siweConfig
  const builtIn: SiwxVerifier = siwe
    ? {
        namespace: 'eip155',
        verify: (s) => siwe.verifyMessage({ message: s.message, signature: s.signature }),
      }
    : viem
  const own = options.verifiers ?? []
  return [...own, ...(own.some((v) => v.namespace === 'eip155') ? [] : [builtIn])]
}

function buildStorage(
  ctx: FeatureContext<Engine, SiwxFeatureOptions>,
  verifiers: readonly SiwxVerifier[],
): SiwxStorage {
  const { storage, siweConfig } = ctx.options
  if (storage && typeof storage === 'object') return storage
  const list =
    storage === 'memory'
      ? memorySiwxStorage(() => verifiers)
      : localSiwxStorage(ctx.storage, () => verifiers)
  return siweConfig ? { ...list, getNonce: () => siweConfig.getNonce() } : list
}
