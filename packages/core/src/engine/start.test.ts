import { describe, expect, it, vi } from 'vitest'
import { subscribeEvents } from '../events/subscribeEvents.js'
import { base, mainnet } from '../networks/index.js'
import { createStorage, memoryBackend } from '../storage/createStorage.js'
import { STORAGE_KEYS } from '../storage/keys.js'
import type { ModalEvent, Network } from '../types.js'
import { ADDRESS, deferred, fakeAdapter, METAMASK, makeEngine } from './_test/fixtures.js'
import { start } from './start.js'

function storedConnection(network: Network = mainnet) {
  const backend = memoryBackend()
  const storage = createStorage(backend)
  storage.set(STORAGE_KEYS.connectionStatus('eip155'), 'connected')
  storage.set(STORAGE_KEYS.connectorId('eip155'), 'io.metamask')
  storage.set(STORAGE_KEYS.activeNetwork('eip155'), network.caipNetworkId)
  return { backend, storage }
}

describe('start', () => {
  it('sets up each adapter with its context and collects connectors', () => {
    const fake = fakeAdapter()
    const engine = makeEngine({ adapters: [fake.adapter], excludeWallets: ['io.rabby'] })
    start(engine)
    expect(fake.instance.setup).toHaveBeenCalledOnce()
    expect(fake.ctx.projectId).toBe('test-project')
    expect(fake.ctx.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:8453'])
    expect(fake.ctx.excludeWallets).toEqual(['io.rabby'])
    expect(fake.ctx.getActiveNetwork()).toEqual(mainnet)
    expect(engine.$connectors.get().map((c) => c.id)).toEqual(['io.metamask', 'walletConnect'])
    fake.ctx.setConnectors([METAMASK])
    expect(engine.$connectors.get()).toEqual([METAMASK])
  })

  it('a stored connected status becomes connecting, then connected when synced (spec §4)', async () => {
    const { backend } = storedConnection(base)
    const fake = fakeAdapter()
    const reconnect = deferred<{ accounts: { address: string; type: 'eoa' }[]; chainId: number }>()
    fake.instance.reconnect.mockReturnValueOnce(reconnect.promise)
    const engine = makeEngine({ adapters: [fake.adapter] }, { storage: backend })
    const stop = start(engine)
    expect(engine.$accounts.get().eip155?.status).toBe('connecting')
    expect(fake.instance.reconnect).toHaveBeenCalledWith({
      connectorId: 'io.metamask',
      network: base,
    })
    reconnect.resolve({ accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 8453 })
    await stop.ready
    const account = engine.$accounts.get().eip155
    expect(account?.status).toBe('connected')
    expect(account?.caipAddress).toBe(`eip155:8453:${ADDRESS}`)
    expect(engine.$activeNetwork.get()).toEqual(base)
    expect(engine.$connections.get().eip155?.connectorId).toBe('io.metamask')
  })

  it('embedded mode shows Account once a stored connection is restored (spec §2)', async () => {
    const { backend } = storedConnection()
    const fake = fakeAdapter()
    fake.instance.reconnect.mockResolvedValueOnce({
      accounts: [{ address: ADDRESS, type: 'eoa' }],
      chainId: 1,
    })
    const engine = makeEngine({ adapters: [fake.adapter], embedded: true }, { storage: backend })
    await start(engine).ready
    expect(engine.$router.get().view).toBe('Account')
  })

  it('loads the feature that adds the stored connector before reconnecting through it', async () => {
    const { backend, storage } = storedConnection()
    storage.set(STORAGE_KEYS.connectorId('eip155'), 'embedded')
    const fake = fakeAdapter()
    const order: string[] = []
    fake.instance.reconnect.mockImplementationOnce(async () => {
      order.push('reconnect')
      return { accounts: [{ address: ADDRESS, type: 'eoa' as const }], chainId: 1 }
    })
    const feature = {
      id: 'login',
      provides: { connectors: ['embedded'] },
      load: async () => ({ register: () => void order.push('register') }),
    }
    const engine = makeEngine(
      { adapters: [fake.adapter], features: { login: feature } },
      { storage: backend },
    )
    const stop = start(engine)
    expect(engine.$accounts.get().eip155?.status).toBe('connecting')
    await stop.ready
    expect(order).toEqual(['register', 'reconnect'])
    expect(engine.$accounts.get().eip155?.status).toBe('connected')
  })

  it('a failed restore sets disconnected, clears storage and reports an SDK error (spec §4, §8)', async () => {
    const { backend, storage } = storedConnection()
    const fake = fakeAdapter()
    fake.instance.reconnect.mockRejectedValueOnce(new Error('wallet locked'))
    const engine = makeEngine(
      { adapters: [fake.adapter], logLevel: 'silent' },
      { storage: backend },
    )
    const events: ModalEvent[] = []
    subscribeEvents(engine, (e) => events.push(e))
    const stop = start(engine)
    expect(engine.$accounts.get().eip155?.status).toBe('connecting')
    await stop.ready
    expect(engine.$accounts.get().eip155?.status).toBe('disconnected')
    expect(storage.get(STORAGE_KEYS.connectionStatus('eip155'))).toBeUndefined()
    expect(storage.get(STORAGE_KEYS.connectorId('eip155'))).toBeUndefined()
    expect(events.map((e) => e.data.event)).toContain('INTERNAL_SDK_ERROR')
  })

  it('an adapter whose setup throws never crashes start (spec §8 internal SDK error event)', async () => {
    const broken = fakeAdapter()
    broken.instance.setup.mockImplementationOnce(() => {
      throw new Error('no provider')
    })
    const solana = fakeAdapter('solana')
    const engine = makeEngine({ adapters: [broken.adapter, solana.adapter], logLevel: 'silent' })
    const events: ModalEvent[] = []
    subscribeEvents(engine, (e) => events.push(e))
    const stop = start(engine)
    await stop.ready
    expect(solana.instance.setup).toHaveBeenCalledOnce()
    const sdkError = events.find((e) => e.data.event === 'INTERNAL_SDK_ERROR')
    expect(sdkError?.data.properties).toMatchObject({ namespace: 'eip155', message: 'no provider' })
  })

  it('a reconnect that throws synchronously is caught too', async () => {
    const { backend } = storedConnection()
    const fake = fakeAdapter()
    fake.instance.reconnect.mockImplementationOnce(() => {
      throw new Error('sync')
    })
    const engine = makeEngine(
      { adapters: [fake.adapter], logLevel: 'silent' },
      { storage: backend },
    )
    await start(engine).ready
    expect(engine.$accounts.get().eip155?.status).toBe('disconnected')
  })

  it('restores the active namespace and last-used network without a stored connection', () => {
    const backend = memoryBackend()
    const storage = createStorage(backend)
    storage.set(STORAGE_KEYS.activeNamespace, 'solana')
    storage.set(STORAGE_KEYS.activeNetwork('eip155'), base.caipNetworkId)
    const engine = makeEngine(
      { adapters: [fakeAdapter().adapter, fakeAdapter('solana').adapter] },
      { storage: backend },
    )
    start(engine)
    expect(engine.$activeNamespace.get()).toBe('solana')
    expect(engine.$activeNetworks.get().eip155).toEqual(base)
  })

  it('emits MODAL_CREATED, returns the same cleanup twice, and stop() tears adapters down', () => {
    const fake = fakeAdapter()
    const engine = makeEngine({ adapters: [fake.adapter] })
    const fn = vi.fn()
    subscribeEvents(engine, fn)
    const stop = start(engine)
    expect(start(engine)).toBe(stop)
    expect(fake.instance.setup).toHaveBeenCalledOnce()
    expect(fn.mock.calls[0]?.[0].data.event).toBe('MODAL_CREATED')
    stop()
    expect(fake.cleanup).toHaveBeenCalledOnce()
    stop()
    expect(fake.cleanup).toHaveBeenCalledOnce()
  })

  it('adapter events reach the engine through ctx.emit', async () => {
    const { backend } = storedConnection()
    const fake = fakeAdapter()
    const engine = makeEngine({ adapters: [fake.adapter] }, { storage: backend })
    await start(engine).ready
    fake.ctx.emit({ type: 'disconnect', connectorId: 'io.metamask' })
    expect(engine.$accounts.get().eip155?.status).toBe('disconnected')
  })
})
