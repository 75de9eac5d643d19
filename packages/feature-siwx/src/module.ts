import { computed } from 'nanostores'
import { pageOf } from './flow/buildMessageData.js'
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
  translate,
} from './internal/core.js'
import { siwxMessages } from './messages.js'
import type { SiwxFeatureOptions } from './siwxFeature.js'
import { createRuntime, type SiwxRuntime, siwxState } from './state.js'
import type { SessionRules } from './storage/createListStorage.js'
import { localSiwxStorage } from './storage/localSiwxStorage.js'
import { memorySiwxStorage } from './storage/memorySiwxStorage.js'
import { verifiedStorage } from './storage/verifiedStorage.js'
import type { SiwxStorage, SiwxVerifier } from './types.js'
import { eip155Verifier } from './verifiers/eip155Verifier.js'
import { SIWXSignMessage } from './views/SIWXSignMessage/SIWXSignMessage.js'

/** Views whose close only shakes while sign-in is required and missing (spec §4). */
const GUARDED_VIEWS = ['SIWXSignMessage', 'ApproveTransaction']

/**
 * The module behind `siwxFeature().load()`: builds the verifiers and the storage, registers the
 * SIWXSignMessage view, the step after each new connection, the close guard, and watches the
 * account: a network or account switch without a session asks again, a disconnect signs out.
 * With `siweConfig`, all of that only when every configured network is eip155; otherwise sign-in
 * is off: the view and a signed-out state only.
 */
export function register(ctx: FeatureContext<Engine, SiwxFeatureOptions>): void {
  const { engine, options } = ctx
  const verifiers = buildVerifiers(engine, options)
  const page = () => pageOf(options, engine.config.metadata?.url)
  const runtime = createRuntime(engine, {
    options,
    verifiers,
    page,
    storage: buildStorage(ctx, { verifiers: () => verifiers, page }),
  })
  ctx.onStop(() => siwxState.drop(engine))
  ctx.views.add('SIWXSignMessage', SIWXSignMessage)
  const supported = (namespace: string) => verifiers.some((v) => v.namespace === namespace)

  // "Sign-in only when all chains are in eip155": the rule of the SIWE form (`siweConfig`, an
  // EIP-4361 server's nonce and verdict), which can sign nothing else. With it, a config that
  // also offers another namespace never signs in (the view and a signed-out state stay). The
  // SIWX form (verifiers per namespace) signs each connection on its own chain instead. The
  // reasons are in the README, "Which configurations sign in".
  const outside = options.siweConfig
    ? [...new Set(engine.config.networks.map((n) => n.chainNamespace))].filter(
        (namespace) => namespace !== 'eip155',
      )
    : []
  if (outside.length) {
    ctx.logger.warn(
      `siwx: sign-in is off: siweConfig signs eip155 networks only, and the config also has ${outside.join(', ')}`,
    )
    return
  }

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
      showToast(engine, { variant: 'error', message: startFailed(engine) })
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

  // A session stops counting at its Expiration Time while the page stays open: the state flips
  // to signed out, and the storage is asked again (required sign-in then asks the visitor).
  let expiry: ReturnType<typeof setTimeout> | undefined
  const unwatchExpiry = runtime.$session.subscribe((session) => {
    clearTimeout(expiry)
    expiry = undefined
    const ends = session?.data.expirationTime ? Date.parse(session.data.expirationTime) : Number.NaN
    if (!session || Number.isNaN(ends)) return
    const tick = () => {
      const left = ends - Date.now()
      if (left > 0) {
        // setTimeout holds at most ~24.8 days; a longer session re-arms on the way.
        expiry = setTimeout(tick, Math.min(left, MAX_TIMER_MS))
        return
      }
      expiry = undefined
      if (runtime.$session.get() !== session) return
      runtime.$session.set(undefined)
      const connection = currentConnection(engine)
      if (connection && supported(connection.namespace))
        void lookUp(engine, runtime, connection.key, options.required === true)
    }
    // Never synchronously inside the store's notification.
    expiry = setTimeout(tick, Math.max(0, Math.min(ends - Date.now(), MAX_TIMER_MS)))
  })
  ctx.onStop(() => {
    unwatchExpiry()
    clearTimeout(expiry)
  })
}

/** The longest delay `setTimeout` keeps (2^31 - 1 ms). */
const MAX_TIMER_MS = 2_147_483_647

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
    showToast(engine, { variant: 'error', message: startFailed(engine) })
  }
}

/** Spec §8's toast when sign-in cannot start, in the locale shown. */
const startFailed = (engine: Engine) => translate(engine, 'siwx', siwxMessages, 'startFailed')

function found(
  runtime: SiwxRuntime,
  session: NonNullable<ReturnType<SiwxRuntime['$session']['get']>>,
) {
  runtime.$session.set(session)
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

/**
 * The configured storage. Every path checks what it reads against the same rules (this page's
 * domain and URI, the time window, the verifiers): the browser storages themselves (removing
 * what fails), a host's storage (`httpSiwxStorage`…) through {@link verifiedStorage}.
 */
function buildStorage(
  ctx: FeatureContext<Engine, SiwxFeatureOptions>,
  rules: SessionRules,
): SiwxStorage {
  const { storage, siweConfig } = ctx.options
  if (storage && typeof storage === 'object') return verifiedStorage(storage, rules)
  const list =
    storage === 'memory' ? memorySiwxStorage(rules) : localSiwxStorage(ctx.storage, rules)
  return siweConfig ? { ...list, getNonce: () => siweConfig.getNonce() } : list
}
