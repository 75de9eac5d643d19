import { describe, expect, it } from 'vitest'
import { connect } from '../connection/connect.js'
import { ProjectIdMissingError } from '../errors/catalogue.js'
import { ALERTS } from '../errors/messages.js'
import { open } from '../modal/open.js'
import { getServiceClients } from '../services/getServiceClients.js'
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

/*
 * Issue 20, "Spec contradictions" 3: a missing project id threw instead of the spec's alert.
 * Spec §5: "Project id required (alert if missing)". Spec §8 "Alerts: … project id not
 * configured".
 */
describe('spec §5, §8: a missing project id', () => {
  it('creates the engine; start shows the "project id not configured" alert and logs the typed error', () => {
    const engine = makeEngine({ projectId: '' })
    const logged: unknown[] = []
    engine.logger.error = (...args: unknown[]) => void logged.push(args)
    start(engine)
    expect(engine.$toasts.get()).toMatchObject([
      { variant: 'error', message: ALERTS.projectIdNotConfigured.title },
    ])
    expect(logged.flat().some((e) => e instanceof ProjectIdMissingError)).toBe(true)
  })

  it('hosted-service requests fail with ProjectIdMissingError, never go out without it', async () => {
    const engine = makeEngine({ projectId: '' })
    const { api, walletList } = getServiceClients(engine)
    await expect(walletList.getBlob('/getWalletImage/x')).rejects.toBeInstanceOf(
      ProjectIdMissingError,
    )
    await expect(api.post('/v1/x', { body: {} })).rejects.toBeInstanceOf(ProjectIdMissingError)
  })
})
