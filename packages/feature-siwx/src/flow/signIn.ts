import { InvalidSiwxSignatureError, SiwxSignMessageError } from '../errors.js'
import { SIWX_EVENTS } from '../events.js'
import {
  close,
  type Engine,
  emitEvent,
  isUserRejection,
  showToast,
  translate,
} from '../internal/core.js'
import { createSiwxMessage } from '../message/createSiwxMessage.js'
import { generateNonce } from '../message/generateNonce.js'
import { siwxMessages } from '../messages.js'
import { checkSession } from '../session/checkSession.js'
import type { SiwxRuntime } from '../state.js'
import type { SiwxSession } from '../types.js'
import { buildMessageData } from './buildMessageData.js'
import { currentConnection } from './currentConnection.js'

/**
 * Sign → message → signature (the host's signer, else the wallet's `signMessage`) → verified →
 * stored → the modal closes. A failure (declined, wallet error, 'The signature is not valid', the
 * storage refusing) stores nothing and leaves the view showing 'Error signing message'.
 *
 * @returns the stored session, or `undefined` when it failed (the error is in `$error`).
 */
export async function signIn(
  engine: Engine,
  runtime: SiwxRuntime,
): Promise<SiwxSession | undefined> {
  if (runtime.$status.get() !== 'idle') return
  runtime.$status.set('signing')
  runtime.$error.set(undefined)
  const connection = currentConnection(engine)
  try {
    if (!connection) throw new SiwxSignMessageError({ details: 'No ActiveCaipAddress found' })
    const base = buildMessageData(runtime.options, connection, engine.config.metadata?.url)
    const nonce = runtime.storage.getNonce ? await runtime.storage.getNonce(base) : generateNonce()
    const data = { ...base, nonce }
    const message = createSiwxMessage(data)
    const signature = await sign(engine, runtime, connection, message, data.accountAddress)
    const session: SiwxSession = { data, message, signature }
    if ((await checkSession(session, runtime.verifiers, runtime.page())) !== 'valid')
      throw new InvalidSiwxSignatureError()
    await runtime.storage.add(session)
    // The wallet may have moved while it signed: only the session of what is connected now shows.
    if (currentConnection(engine)?.key === connection.key) runtime.$session.set(session)
    runtime.$status.set('idle')
    emitEvent(engine, SIWX_EVENTS.signedIn, { chainId: data.chainId, address: data.accountAddress })
    close(engine)
    return session
  } catch (error) {
    runtime.$status.set('idle')
    runtime.$error.set(error)
    engine.logger.warn('siwx: sign-in failed', error)
    if (isUserRejection(error))
      showToast(engine, {
        variant: 'error',
        message: translate(engine, 'siwx', siwxMessages, 'signatureDeclined'),
      })
    emitEvent(engine, SIWX_EVENTS.signError, {
      message: error instanceof Error ? error.message : String(error),
    })
    return undefined
  }
}

async function sign(
  engine: Engine,
  runtime: SiwxRuntime,
  connection: NonNullable<ReturnType<typeof currentConnection>>,
  message: string,
  address: string,
): Promise<string> {
  if (runtime.options.signer)
    return runtime.options.signer({ message, address, chainId: connection.chainId })
  const adapter = engine.adapters.get(connection.namespace)
  if (!adapter?.signMessage)
    throw new SiwxSignMessageError({ details: `${connection.namespace} cannot sign messages` })
  return adapter.signMessage({ connectorId: connection.connectorId, address, message })
}
