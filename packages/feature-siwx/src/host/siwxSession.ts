import type { Engine as HostEngine } from '@gangway/core'
import { internal, loadFeature } from '@gangway/core/internal'
import { SiwxNotEnabledError } from '../errors.js'
import { currentConnection } from '../flow/currentConnection.js'
import { signOut } from '../flow/signOut.js'
import { isSessionLive } from '../session/isSessionFor.js'
import { type SiwxRuntime, siwxState } from '../state.js'
import type { SiwxSession } from '../types.js'

/** The sign-in feature's id in `features` (core refuses it under another key). */
const ID = 'siwx'

/** Loads the sign-in feature of `engine` (once) and returns its state. */
async function runtimeOf(engine: HostEngine): Promise<SiwxRuntime> {
  const writable = internal(engine)
  if (!writable.config.features[ID]) throw new SiwxNotEnabledError()
  await loadFeature(writable, ID)
  const runtime = siwxState.find(writable)
  if (!runtime) throw new SiwxNotEnabledError({ details: 'the engine is stopped' })
  return runtime
}

/**
 * The session of the connected account on the current network, `undefined` when it is not signed
 * in or its Expiration Time has passed (loads the sign-in code on first use).
 *
 * @throws SiwxNotEnabledError ('SIWX is not enabled') when the config has no `siwx` feature.
 * @example
 * import { getSiwxSession } from '@gangway/feature-siwx/host'
 * const session = await getSiwxSession(modal.engine)
 */
export async function getSiwxSession(engine: HostEngine): Promise<SiwxSession | undefined> {
  const session = (await runtimeOf(engine)).$session.get()
  // Checked on read too: a timer may fire late (a sleeping laptop, a throttled background tab).
  return session && isSessionLive(session) ? session : undefined
}

/**
 * Calls `onChange` with the current session now and on every sign-in, sign-out, account or
 * network change. Events `SIWX_SIGNED_IN` / `SIWX_SIGNED_OUT` also reach `subscribeEvents`.
 *
 * @returns a function that stops watching.
 * @throws SiwxNotEnabledError when the config has no `siwx` feature (synchronously).
 */
export function watchSiwxSession(
  engine: HostEngine,
  onChange: (session: SiwxSession | undefined) => void,
): () => void {
  if (!internal(engine).config.features[ID]) throw new SiwxNotEnabledError()
  let stop: (() => void) | undefined
  let stopped = false
  runtimeOf(engine).then(
    (runtime) => {
      if (!stopped) stop = runtime.$session.subscribe(onChange)
    },
    (error) => internal(engine).logger.error('siwx: could not load the sign-in feature', error),
  )
  return () => {
    stopped = true
    stop?.()
  }
}

/**
 * Signs the connected account out (its sessions on every network of its namespace are deleted)
 * without disconnecting it.
 *
 * @throws SiwxNotEnabledError when the config has no `siwx` feature.
 */
export async function signOutSiwx(engine: HostEngine): Promise<void> {
  const runtime = await runtimeOf(engine)
  const connection = currentConnection(internal(engine))
  if (connection) await signOut(internal(engine), runtime, connection)
}
