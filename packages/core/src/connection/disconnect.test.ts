import { describe, expect, it } from 'vitest'
import { fakeAdapter, makeEngine, OTHER_ADDRESS } from '../engine/_test/fixtures.js'
import { initialAccountState } from '../engine/internal.js'
import { start } from '../engine/start.js'
import { DisconnectError } from '../errors/connectionErrors.js'
import { subscribeEvents } from '../events/subscribeEvents.js'
import { open } from '../modal/open.js'
import { createStorage, memoryBackend } from '../storage/createStorage.js'
import { STORAGE_KEYS } from '../storage/keys.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'

async function connected(config = {}) {
  const fake = fakeAdapter()
  const backend = memoryBackend()
  const engine = makeEngine({ adapters: [fake.adapter], ...config }, { storage: backend })
  start(engine)
  await connect(engine, { connectorId: 'io.metamask' })
  return { engine, fake, storage: createStorage(backend) }
}

describe('disconnect', () => {
  it('disconnecting the last connection gives disconnected with no current connection (spec §4)', async () => {
    const { engine, fake, storage } = await connected()
    const events: string[] = []
    subscribeEvents(engine, (e) => events.push(e.data.event))
    await disconnect(engine)
    expect(fake.instance.disconnect).toHaveBeenCalledWith({ connectorId: 'io.metamask' })
    expect(engine.$connections.get().eip155).toEqual({ connections: [], connectorId: undefined })
    // "Disconnect clears provider, user and status"
    expect(engine.$account.get()).toEqual(initialAccountState('eip155'))
    expect(storage.get(STORAGE_KEYS.connectionStatus('eip155'))).toBeUndefined()
    expect(storage.get(STORAGE_KEYS.connectorId('eip155'))).toBeUndefined()
    expect(events).toContain('DISCONNECT_SUCCESS')
  })

  it('with another connection left, that one becomes current', async () => {
    const { engine, fake, storage } = await connected()
    fake.instance.connect.mockResolvedValueOnce({
      accounts: [{ address: OTHER_ADDRESS, type: 'eoa' }],
      chainId: 1,
    })
    await connect(engine, { connectorId: 'walletConnect' })
    await disconnect(engine)
    expect(engine.$connections.get().eip155?.connectorId).toBe('io.metamask')
    expect(engine.$account.get()?.status).toBe('connected')
    expect(storage.get(STORAGE_KEYS.connectorId('eip155'))).toBe('io.metamask')
  })

  it('wraps an adapter failure in DisconnectError and keeps the connection (spec §8)', async () => {
    const { engine, fake } = await connected()
    const cause = new Error('rpc down')
    fake.instance.disconnect.mockRejectedValueOnce(cause)
    const error = await disconnect(engine).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DisconnectError)
    expect((error as DisconnectError).shortMessage).toBe('Failed to disconnect')
    expect((error as DisconnectError).cause).toBe(cause)
    expect(engine.$account.get()?.status).toBe('connected')
  })

  it("ignores 'No matching key' from the wallet (spec §8)", async () => {
    const { engine, fake } = await connected()
    fake.instance.disconnect.mockRejectedValueOnce(
      new Error("No matching key. session topic doesn't exist"),
    )
    await disconnect(engine)
    expect(engine.$account.get()?.status).toBe('disconnected')
  })

  it('closes the open modal, or shows Connect in embedded mode (spec §2)', async () => {
    const a = await connected()
    open(a.engine)
    await disconnect(a.engine)
    expect(a.engine.$modal.get().open).toBe(false)

    const b = await connected({ embedded: true })
    open(b.engine)
    expect(b.engine.$router.get().view).toBe('Account')
    await disconnect(b.engine)
    expect(b.engine.$router.get().view).toBe('Connect')
  })

  it('is a no-op when nothing is connected', async () => {
    const fake = fakeAdapter()
    const engine = makeEngine({ adapters: [fake.adapter] })
    await disconnect(engine)
    expect(fake.instance.disconnect).not.toHaveBeenCalled()
  })
})
