import { type ChainNamespace, onStop, SignClientNotInitializedError } from '../internal/core.js'
import { type ClientState, idle, patch, type SignClient } from './clientState.js'
import { initSignClient } from './initSignClient.js'
import { readSession } from './readSession.js'
import { end } from './sessions.js'

/** The sign client, started on first use (one start at a time; a failed start can be retried). */
export function start(c: ClientState): Promise<SignClient> {
  if (!c.starting) {
    c.starting = initSignClient(c.engine, c.options).then(
      (started) => {
        c.handle = started
        watch(c, started.client)
        // Torn down when the engine stops (or is destroyed); a later use starts a new one.
        onStop(c.engine, () => {
          if (c.handle === started) void dispose(c)
        })
        return started.client
      },
      (cause: unknown) => {
        c.starting = undefined
        c.engine.logger.error('walletconnect: the sign client did not start', cause)
        throw new SignClientNotInitializedError({ cause })
      },
    )
  }
  return c.starting
}

/** Tears the sign client down; its stored session stays for the next start. */
async function dispose(c: ClientState): Promise<void> {
  const stopped = c.handle
  c.attempt?.cancel()
  c.handle = undefined
  c.starting = undefined
  c.session = undefined
  c.providers.clear()
  for (const remove of c.removeConnectors.splice(0)) remove()
  c.$state.set(idle())
  await stopped?.dispose()
}

/** The sign client's events: the session's wallet events, updates and end; the relay's state. */
function watch(c: ClientState, client: SignClient): void {
  const { logger } = c.engine
  client.on('session_event', ({ topic, params }) => {
    if (topic !== c.session?.topic) return
    const namespace = params.chainId.split(':')[0] as ChainNamespace
    c.providers.get(namespace)?.walletEvent(params.event.name, params.event.data)
  })
  client.on('session_update', ({ topic, params }) => {
    const session = c.session
    if (topic !== session?.topic) return
    const { pairingTopic, expiry } = session
    const updated = readSession({ topic, pairingTopic, expiry, namespaces: params.namespaces })
    if (!updated) return logger.warn('walletconnect: ignored an unreadable session update')
    c.session = { ...updated, peer: session.peer }
    for (const provider of c.providers.values()) provider.sessionUpdated()
  })
  const ended = ({ topic }: { topic: string }) => {
    end(c, topic, false).catch((error: unknown) => {
      logger.error('walletconnect: ending the session failed', error)
    })
  }
  client.on('session_delete', ended)
  client.on('session_expire', ended)
  // While the relay is away requests wait in the client; it reconnects on its own (also on
  // the 5 s heartbeat, which is when a relay that was down at start shows as away).
  const sync = () => syncBuffering(c, client)
  client.core.relayer.on('relayer_disconnect', sync)
  client.core.relayer.on('relayer_connect', sync)
  client.core.heartbeat.on('heartbeat_pulse', sync)
}

/** `buffering`: a session or a shown pairing needs the relay, and it is not connected. */
export function syncBuffering(c: ClientState, client: SignClient): void {
  const needed = !!c.session || c.$state.get().status === 'waiting'
  const buffering = needed && !client.core.relayer.connected
  if (buffering !== c.$state.get().buffering) patch(c, { buffering })
}
