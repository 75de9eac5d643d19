import { type ClientState, patch } from './clientState.js'
import { readSession } from './readSession.js'
import { attach } from './sessions.js'
import { start, syncBuffering } from './signClient.js'

/**
 * Restores the stored session at start (the live one that expires last): its namespaces are
 * attached to their adapters. Resolves whether a session now connects; one restore at a time.
 */
export function restore(c: ClientState): Promise<boolean> {
  c.restoring ??= (async () => {
    const client = await start(c)
    if (c.session) return true
    const now = c.clock.now() / 1000
    const live = client.session
      .getAll()
      .filter((s) => s.acknowledged && s.expiry > now)
      .sort((a, b) => a.expiry - b.expiry)
    const next = readSession(live.at(-1))
    if (!next || !Object.keys(next.namespaces).length) return false
    c.session = next
    if (!(await attach(c, next)).length) {
      c.session = undefined
      return false
    }
    patch(c, { status: 'connected' })
    // Connect to the relay now (wallet events); a relay that is away shows as buffering.
    const sync = () => syncBuffering(c, client)
    client.core.relayer.transportOpen().then(sync, (error: unknown) => {
      c.engine.logger.warn('walletconnect: the relay is not reachable yet', error)
      sync()
    })
    return true
  })().finally(() => {
    c.restoring = undefined
  })
  return c.restoring
}
