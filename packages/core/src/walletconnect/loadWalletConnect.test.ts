import { describe, expect, it, vi } from 'vitest'
import { ADDRESS, fakeAdapter, makeEngine } from '../engine/_test/fixtures.js'
import { start } from '../engine/start.js'
import { FeatureLoadError } from '../errors/catalogue.js'
import { mainnet } from '../networks/index.js'
import { createStorage, memoryBackend } from '../storage/createStorage.js'
import { STORAGE_KEYS } from '../storage/keys.js'
import type { WalletConnectClient, WalletConnectDescriptor } from '../types.js'
import { hasWalletConnect, loadWalletConnect } from './loadWalletConnect.js'

function fakeClient(calls: string[]): WalletConnectClient {
  return {
    $state: { get: vi.fn(), subscribe: vi.fn(), listen: vi.fn() },
    connect: vi.fn(),
    cancel: vi.fn(),
    openWallet: vi.fn(),
    qrMatrix: vi.fn(),
    restore: vi.fn(async () => {
      calls.push('restore')
      return true
    }),
  }
}

function descriptor(calls: string[] = []) {
  const createClient = vi.fn(() => fakeClient(calls))
  const load = vi.fn(async () => ({ createClient }))
  return {
    walletConnect: { id: 'walletConnect', load } satisfies WalletConnectDescriptor,
    load,
    createClient,
  }
}

describe('loadWalletConnect', () => {
  it('loads the module once per engine and creates one client for it', async () => {
    const wc = descriptor()
    const engine = makeEngine({ walletConnect: wc.walletConnect })
    const [a, b] = await Promise.all([loadWalletConnect(engine), loadWalletConnect(engine)])
    expect(a).toBe(b)
    expect(wc.load).toHaveBeenCalledOnce()
    expect(wc.createClient).toHaveBeenCalledWith(engine)
    expect(hasWalletConnect(engine)).toBe(true)
  })

  it('two engines never share a client (no singletons)', async () => {
    const wc = descriptor()
    const one = await loadWalletConnect(makeEngine({ walletConnect: wc.walletConnect }))
    const two = await loadWalletConnect(makeEngine({ walletConnect: wc.walletConnect }))
    expect(one).not.toBe(two)
  })

  it('rejects with FeatureLoadError when not configured', async () => {
    const engine = makeEngine()
    expect(hasWalletConnect(engine)).toBe(false)
    await expect(loadWalletConnect(engine)).rejects.toBeInstanceOf(FeatureLoadError)
  })

  it('a failed load rejects with the cause kept, and the next call retries', async () => {
    const wc = descriptor()
    const offline = new Error('chunk failed to load')
    wc.load.mockRejectedValueOnce(offline)
    const engine = makeEngine({ walletConnect: wc.walletConnect })
    const error = await loadWalletConnect(engine).catch((e) => e)
    expect(error).toBeInstanceOf(FeatureLoadError)
    expect(error.cause).toBe(offline)
    await expect(loadWalletConnect(engine)).resolves.toBeDefined()
    expect(wc.load).toHaveBeenCalledTimes(2)
  })
})

describe('start with a stored remote session (sessions restored after a reload)', () => {
  function stored(connectorId: string) {
    const backend = memoryBackend()
    const storage = createStorage(backend)
    storage.set(STORAGE_KEYS.connectionStatus('eip155'), 'connected')
    storage.set(STORAGE_KEYS.connectorId('eip155'), connectorId)
    storage.set(STORAGE_KEYS.activeNetwork('eip155'), mainnet.caipNetworkId)
    return backend
  }

  it('restores the WalletConnect session before the adapter reconnects', async () => {
    const calls: string[] = []
    const wc = descriptor(calls)
    const fake = fakeAdapter()
    fake.instance.reconnect.mockImplementationOnce(async () => {
      calls.push('reconnect')
      return { accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 1 }
    })
    const engine = makeEngine(
      { adapters: [fake.adapter], walletConnect: wc.walletConnect },
      { storage: stored('walletConnect') },
    )
    await start(engine).ready
    expect(calls).toEqual(['restore', 'reconnect'])
    expect(engine.$accounts.get().eip155?.status).toBe('connected')
  })

  it('never loads WalletConnect when the stored connection is another wallet', async () => {
    const wc = descriptor()
    const engine = makeEngine(
      { adapters: [fakeAdapter().adapter], walletConnect: wc.walletConnect },
      { storage: stored('io.metamask') },
    )
    await start(engine).ready
    expect(wc.load).not.toHaveBeenCalled()
  })

  it('a session that cannot be restored leaves the visitor disconnected, storage cleared', async () => {
    const wc = descriptor()
    wc.load.mockRejectedValueOnce(new Error('offline'))
    const fake = fakeAdapter()
    const backend = stored('walletConnect')
    const engine = makeEngine(
      { adapters: [fake.adapter], walletConnect: wc.walletConnect },
      { storage: backend },
    )
    await start(engine).ready
    expect(fake.instance.reconnect).not.toHaveBeenCalled()
    expect(engine.$accounts.get().eip155?.status).toBe('disconnected')
    expect(createStorage(backend).get(STORAGE_KEYS.connectorId('eip155'))).toBeUndefined()
  })
})
