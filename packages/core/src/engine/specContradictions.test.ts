import { describe, expect, it, vi } from 'vitest'
import { connect } from '../connection/connect.js'
import { disconnect } from '../connection/disconnect.js'
import { switchNetwork } from '../connection/switchNetwork.js'
import { MODAL_ERROR_DELAY_MS } from '../constants/constants.js'
import { ConfigError, ProjectIdMissingError, UnrecognizedChainError } from '../errors/catalogue.js'
import { ALERTS } from '../errors/messages.js'
import { getConnectMethods } from '../modal/getConnectMethods.js'
import { open } from '../modal/open.js'
import { base } from '../networks/index.js'
import { getServiceClients } from '../services/getServiceClients.js'
import { createStorage, memoryBackend } from '../storage/createStorage.js'
import { STORAGE_KEYS } from '../storage/keys.js'
import { ADDRESS, fakeAdapter, flush, makeEngine } from './_test/fixtures.js'
import { start } from './start.js'

/*
 * Spec contradiction 2: a wallet already on an unconfigured chain at connect or
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
 * Spec contradiction 3: a missing project id threw instead of the spec's alert.
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

/*
 * Spec contradiction 4: email and social defaulted on but were never shown.
 * Spec §1: "Default features: swaps, onramp, receive, send, email, history, analytics,
 * all-wallets"; §9: "Default email and social feature values: not shown." Already fixed on main
 * (the platform issue): Connect offers only what an installed feature declares, and core refuses
 * `email` / `socials` without their feature. Regression test.
 */
describe('spec §1, §9: connect methods match what is installed', () => {
  it('no feature installed: wallet only, never an email or social entry', () => {
    const engine = makeEngine({ adapters: [fakeAdapter().adapter] })
    start(engine)
    expect(getConnectMethods(engine)).toEqual(['wallet'])
  })

  it('email / socials in config without their feature are refused, not silently on', () => {
    expect(() => makeEngine({ email: true } as never)).toThrow(ConfigError)
    expect(() => makeEngine({ socials: ['google'] } as never)).toThrow(ConfigError)
  })
})

/*
 * Spec contradiction 1 (already fixed on main by the platform issue; regression
 * test). Spec §4: "Closing is disabled in SIWXSignMessage or ApproveTransaction when sign-in is
 * required and no session exists." Until the sign-in feature is installed, `siwx` must be
 * refused, never open a SIWXSignMessage nothing registers and trap the visitor.
 */
describe('spec §4: siwx without the sign-in feature', () => {
  it('is refused at config time', () => {
    expect(() => makeEngine({ siwx: { required: true } } as never)).toThrow(
      /siwx: Invalid input: this is an option of the sign-in feature/,
    )
  })
})

/*
 * Spec contradiction 5: the 'switch-network-not-found' alert and the 300 ms modal
 * error delay were unused. Spec §8 "Alerts: … switch-network-not-found"; §9 "modal error delay
 * 300 ms"; §8 "4902 unrecognised chain (triggers add-chain attempt)".
 */
describe('spec §8, §9: a wallet that cannot switch to a network', () => {
  it('rejects with the typed error and shows the switch-network-not-found alert after 300 ms', async () => {
    vi.useFakeTimers()
    try {
      const fake = fakeAdapter()
      fake.instance.switchNetwork.mockRejectedValue(new UnrecognizedChainError())
      const engine = makeEngine({ adapters: [fake.adapter] })
      start(engine)
      await connect(engine, { connectorId: 'io.metamask' })
      await expect(switchNetwork(engine, base)).rejects.toBeInstanceOf(UnrecognizedChainError)
      vi.advanceTimersByTime(MODAL_ERROR_DELAY_MS - 1)
      expect(engine.$toasts.get()).toEqual([])
      vi.advanceTimersByTime(1)
      expect(engine.$toasts.get()).toMatchObject([
        { variant: 'error', message: ALERTS.switchNetworkNotFound.title },
      ])
    } finally {
      vi.useRealTimers()
    }
  })
})

/*
 * Spec §3: "Default account types: solana eoa, bip122 payment, polkadot eoa, eip155
 * smartAccount." and "Account state per namespace: … preferredAccountTypes". Each adapter
 * declares its family's (`defaultAccountType`); core applies it and knows none itself.
 */
describe('spec §3: default account types', () => {
  it("each namespace's account starts with the default its adapter declares, and keeps it after a disconnect", async () => {
    const evm = fakeAdapter()
    Object.assign(evm.instance, { defaultAccountType: 'smartAccount' })
    const undeclared = fakeAdapter('solana')
    const engine = makeEngine({ adapters: [evm.adapter, undeclared.adapter] })
    expect(engine.$accounts.get().eip155?.preferredAccountTypes).toEqual({ eip155: 'smartAccount' })
    expect(engine.$accounts.get().solana?.preferredAccountTypes).toEqual({})
    start(engine)
    await connect(engine, { connectorId: 'io.metamask' })
    await disconnect(engine)
    expect(engine.$accounts.get().eip155?.preferredAccountTypes).toEqual({ eip155: 'smartAccount' })
  })
})
