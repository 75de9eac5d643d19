import { describe, expect, it, vi } from 'vitest'
import {
  ADDRESS,
  deferred,
  fakeAdapter,
  fakeFeature,
  flush,
  makeEngine,
  OTHER_ADDRESS,
  signInFeature,
  WALLETCONNECT,
} from '../engine/_test/fixtures.js'
import { start } from '../engine/start.js'
import { BaseError } from '../errors/base.js'
import { AdapterNotFoundError, UserRejectedRequestError } from '../errors/catalogue.js'
import { AlreadyConnectedError } from '../errors/connectionErrors.js'
import { subscribeEvents } from '../events/subscribeEvents.js'
import { open } from '../modal/open.js'
import { base, mainnet } from '../networks/index.js'
import { createStorage, memoryBackend } from '../storage/createStorage.js'
import { STORAGE_KEYS } from '../storage/keys.js'
import type { ConnectResult } from '../types.js'
import { connect } from './connect.js'

function setup(config = {}) {
  const fake = fakeAdapter()
  const backend = memoryBackend()
  const engine = makeEngine({ adapters: [fake.adapter], ...config }, { storage: backend })
  start(engine)
  return { engine, fake, storage: createStorage(backend) }
}

describe('connect', () => {
  it('connecting sets connecting; success sets connected with the account (spec §4)', async () => {
    const { engine, fake } = setup()
    const pending = deferred<ConnectResult>()
    fake.instance.connect.mockReturnValueOnce(pending.promise)
    const done = connect(engine, { connectorId: 'io.metamask' })
    expect(engine.$account.get()?.status).toBe('connecting')
    expect(fake.instance.connect).toHaveBeenCalledWith({
      connectorId: 'io.metamask',
      network: mainnet,
    })
    pending.resolve({ accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 1 })
    const account = await done
    expect(account).toMatchObject({
      status: 'connected',
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      allAccounts: [{ address: ADDRESS, type: 'eoa' }],
      connectedWalletInfo: {
        name: 'MetaMask',
        icon: 'data:image/png;base64,AA==',
        rdns: 'io.metamask',
        type: 'ANNOUNCED',
      },
    })
    expect(engine.$connections.get().eip155).toEqual({
      connections: [{ connectorId: 'io.metamask', accounts: account.allAccounts, chainId: 1 }],
      connectorId: 'io.metamask',
    })
  })

  it('stores status, connector id, network and the recent wallet', async () => {
    const { engine, storage } = setup()
    await connect(engine, { connectorId: 'io.metamask' })
    expect(storage.get(STORAGE_KEYS.connectionStatus('eip155'))).toBe('connected')
    expect(storage.get(STORAGE_KEYS.connectorId('eip155'))).toBe('io.metamask')
    expect(storage.get(STORAGE_KEYS.activeNetwork('eip155'))).toBe('eip155:1')
    expect(storage.get(STORAGE_KEYS.recentWallets)).toEqual([
      {
        id: 'io.metamask',
        name: 'MetaMask',
        icon: 'data:image/png;base64,AA==',
        rdns: 'io.metamask',
      },
    ])
  })

  it('follows the chain the wallet connected on when it is configured', async () => {
    const { engine, fake } = setup()
    fake.instance.connect.mockResolvedValueOnce({
      accounts: [{ address: ADDRESS, type: 'eoa' }],
      chainId: 8453,
    })
    await connect(engine, { connectorId: 'io.metamask' })
    expect(engine.$activeNetwork.get()).toEqual(base)
    expect(engine.$account.get()?.caipAddress).toBe(`eip155:8453:${ADDRESS}`)
  })

  it('emits CONNECT_SUCCESS, fetches the balance and closes the open modal', async () => {
    const { engine, fake } = setup()
    const events: string[] = []
    subscribeEvents(engine, (e) => events.push(e.data.event))
    open(engine)
    await connect(engine, { connectorId: 'io.metamask' })
    await flush()
    expect(events).toContain('CONNECT_SUCCESS')
    expect(fake.instance.getBalance).toHaveBeenCalledWith({ address: ADDRESS, network: mainnet })
    expect(engine.$account.get()?.balance).toBe('1.5')
    expect(engine.$modal.get().open).toBe(false)
  })

  it("shows the view a feature's connect step asks for (sign-in, spec §4), loading the feature first", async () => {
    const { feature } = signInFeature({ required: false })
    const { engine } = setup({ features: { siwx: feature } })
    await connect(engine, { connectorId: 'io.metamask' })
    expect(feature.load).toHaveBeenCalledOnce()
    expect(engine.$modal.get().open).toBe(true)
    expect(engine.$router.get().view).toBe('SIWXSignMessage')
  })

  it('closes as usual when every connect step passes (a sign-in session exists)', async () => {
    const { feature, $session } = signInFeature({ required: false })
    $session.set(true)
    const { engine } = setup({ features: { siwx: feature } })
    open(engine)
    await connect(engine, { connectorId: 'io.metamask' })
    expect(engine.$modal.get().open).toBe(false)
  })

  it('a connect step that throws is logged and skipped; the connection stands', async () => {
    const failing = fakeFeature('broken', {
      register(ctx) {
        ctx.connectSteps.add(() => {
          throw new Error('step failed')
        })
      },
    })
    const { engine } = setup({
      features: { broken: { ...failing, provides: { connectStep: true } } },
      logLevel: 'silent',
    })
    open(engine)
    const account = await connect(engine, { connectorId: 'io.metamask' })
    expect(account.status).toBe('connected')
    expect(engine.$modal.get().open).toBe(false)
  })

  it('in embedded mode shows Account once connected (spec §2)', async () => {
    const { engine } = setup({ embedded: true })
    open(engine)
    await connect(engine, { connectorId: 'io.metamask' })
    expect(engine.$router.get().view).toBe('Account')
    expect(engine.$modal.get().open).toBe(true)
  })

  it('on failure with no current connection, status returns to disconnected (spec §4)', async () => {
    const { engine, fake } = setup()
    const events: string[] = []
    subscribeEvents(engine, (e) => events.push(e.data.event))
    fake.instance.connect.mockRejectedValueOnce(new Error('boom'))
    const error = await connect(engine, { connectorId: 'io.metamask' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BaseError)
    expect((error as BaseError).shortMessage).toBe('Something went wrong')
    expect((error as BaseError).cause).toBeInstanceOf(Error)
    expect(engine.$account.get()?.status).toBe('disconnected')
    expect(events).toContain('CONNECT_ERROR')
  })

  it('on failure with a current connection, status returns to connected (spec §4)', async () => {
    const { engine, fake } = setup()
    await connect(engine, { connectorId: 'io.metamask' })
    fake.instance.connect.mockRejectedValueOnce({ code: 4001, message: 'User rejected' })
    await expect(connect(engine, { connectorId: 'walletConnect' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(engine.$account.get()).toMatchObject({ status: 'connected', address: ADDRESS })
    expect(engine.$connections.get().eip155?.connectorId).toBe('io.metamask')
  })

  it('a typed adapter error is rethrown as is', async () => {
    const { engine, fake } = setup()
    const rejection = new UserRejectedRequestError()
    fake.instance.connect.mockRejectedValueOnce(rejection)
    await expect(connect(engine, { connectorId: 'io.metamask' })).rejects.toBe(rejection)
  })

  it('connecting to the already-current connector is rejected (spec §5)', async () => {
    const { engine, fake } = setup()
    await connect(engine, { connectorId: 'io.metamask' })
    await expect(connect(engine, { connectorId: 'io.metamask' })).rejects.toBeInstanceOf(
      AlreadyConnectedError,
    )
    expect(fake.instance.connect).toHaveBeenCalledOnce()
    expect(engine.$account.get()?.status).toBe('connected')
  })

  it('a second connector becomes the current connection; both are listed', async () => {
    const { engine, fake } = setup()
    await connect(engine, { connectorId: 'io.metamask' })
    fake.instance.connect.mockResolvedValueOnce({
      accounts: [{ address: OTHER_ADDRESS, type: 'eoa' }],
      chainId: 1,
    })
    await connect(engine, { connectorId: WALLETCONNECT.id })
    expect(engine.$connections.get().eip155?.connectorId).toBe('walletConnect')
    expect(engine.$connections.get().eip155?.connections).toHaveLength(2)
    expect(engine.$account.get()?.address).toBe(OTHER_ADDRESS)
  })

  it('a namespace without an adapter is rejected with AdapterNotFoundError', async () => {
    // Only a config without adapters has one (with adapters, an unserved network is refused).
    const { engine } = setup({ adapters: [] })
    await expect(
      connect(engine, { connectorId: 'phantom', namespace: 'solana' }),
    ).rejects.toBeInstanceOf(AdapterNotFoundError)
  })

  it('uses the connector namespace when none is given', async () => {
    const evm = fakeAdapter()
    const sol = fakeAdapter('solana', [
      { id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' },
    ])
    const engine = makeEngine({ adapters: [evm.adapter, sol.adapter] })
    start(engine)
    sol.instance.connect.mockResolvedValueOnce({
      accounts: [{ address: 'So1', type: 'eoa' }],
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    await connect(engine, { connectorId: 'phantom' })
    expect(engine.$activeNamespace.get()).toBe('solana')
    expect(engine.$account.get()?.caipAddress).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So1')
    expect(vi.mocked(evm.instance.connect)).not.toHaveBeenCalled()
  })
})
