import { describe, expect, it } from 'vitest'
import { connect } from '../connection/connect.js'
import { open } from '../modal/open.js'
import { createStorage, memoryBackend } from '../storage/createStorage.js'
import { STORAGE_KEYS } from '../storage/keys.js'
import { ADDRESS, fakeAdapter, flush, makeEngine } from './_test/fixtures.js'
import { start } from './start.js'

/*
 * Issue 20, "Spec contradictions" 2: a wallet already on an unconfigured chain at connect or
 * reload showed the configured network (`findChain(...) ?? network`) instead of UnsupportedChain.
 * Spec §2: "Unsupported-chain view appears when the wallet's chain is not among configured
 * networks."
 */
describe('spec §2: a wallet on an unconfigured chain at connect or reload', () => {
  it('connect: the account is connected and UnsupportedChain shows', async () => {
    const fake = fakeAdapter()
    fake.instance.connect.mockResolvedValueOnce({
      accounts: [{ address: ADDRESS, type: 'eoa' }],
      chainId: 999,
    })
    const engine = makeEngine({ adapters: [fake.adapter] })
    start(engine)
    open(engine)
    await connect(engine, { connectorId: 'io.metamask' })
    await flush()
    expect(engine.$account.get()?.status).toBe('connected')
    expect(engine.$account.get()?.caipAddress).toBe(`eip155:999:${ADDRESS}`)
    expect(engine.$modal.get().open).toBe(true)
    expect(engine.$router.get().view).toBe('UnsupportedChain')
  })

  it('reload: the restored connection shows UnsupportedChain', async () => {
    const backend = memoryBackend()
    const storage = createStorage(backend)
    storage.set(STORAGE_KEYS.connectionStatus('eip155'), 'connected')
    storage.set(STORAGE_KEYS.connectorId('eip155'), 'io.metamask')
    const fake = fakeAdapter()
    fake.instance.reconnect.mockResolvedValueOnce({
      accounts: [{ address: ADDRESS, type: 'eoa' }],
      chainId: 999,
    })
    const engine = makeEngine({ adapters: [fake.adapter] }, { storage: backend })
    await start(engine).ready
    expect(engine.$account.get()?.status).toBe('connected')
    expect(engine.$modal.get().open).toBe(true)
    expect(engine.$router.get().view).toBe('UnsupportedChain')
    // The last-used chain is not overwritten with a network the wallet is not on.
    expect(storage.get(STORAGE_KEYS.activeNetwork('eip155'))).toBeUndefined()
  })
})
