import { describe, expect, it } from 'vitest'
import {
  ADDRESS,
  accounts,
  connectedEngine,
  fakeAdapter,
  flush,
  makeEngine,
  OTHER_ADDRESS,
} from '../engine/_test/fixtures.js'
import { start } from '../engine/start.js'
import { subscribeEvents } from '../events/subscribeEvents.js'
import { base } from '../networks/index.js'
import { connectionStatusKey, connectorIdKey } from '../storage/keys.js'

const connected = connectedEngine

describe('adapter events', () => {
  it('accountsChanged updates the account', async () => {
    const { engine, fake } = await connected()
    fake.ctx.emit({
      type: 'accountsChanged',
      connectorId: 'io.metamask',
      accounts: [{ address: OTHER_ADDRESS, type: 'eoa' }],
    })
    expect(engine.$account.get()).toMatchObject({
      status: 'connected',
      address: OTHER_ADDRESS,
      caipAddress: `eip155:1:${OTHER_ADDRESS}`,
    })
  })

  it('accountsChanged with no accounts disconnects', async () => {
    const { engine, fake } = await connected()
    fake.ctx.emit({ type: 'accountsChanged', connectorId: 'io.metamask', accounts: [] })
    expect(engine.$account.get()?.status).toBe('disconnected')
    expect(engine.$connections.get().eip155?.connectorId).toBeUndefined()
  })

  it('a chain not among configured networks opens UnsupportedChain (spec §2)', async () => {
    const { engine, fake } = await connected()
    fake.ctx.emit({ type: 'chainChanged', connectorId: 'io.metamask', chainId: 11155111 })
    expect(engine.$modal.get().open).toBe(true)
    expect(engine.$router.get().view).toBe('UnsupportedChain')
  })

  it('a configured chain becomes the active network (hex ids too)', async () => {
    const { engine, fake } = await connected()
    fake.ctx.emit({ type: 'chainChanged', connectorId: 'io.metamask', chainId: '0x2105' })
    expect(engine.$activeNetwork.get()).toEqual(base)
    expect(engine.$account.get()?.caipAddress).toBe(`eip155:8453:${ADDRESS}`)
    expect(engine.$modal.get().open).toBe(false)
  })

  it('disconnect clears the namespace and emits DISCONNECT_SUCCESS (spec §4)', async () => {
    const { engine, fake } = await connected()
    const events: string[] = []
    subscribeEvents(engine, (e) => events.push(e.data.event))
    fake.ctx.emit({ type: 'disconnect', connectorId: 'io.metamask' })
    expect(engine.$account.get()?.status).toBe('disconnected')
    expect(engine.$account.get()?.address).toBeUndefined()
    expect(events).toEqual(['DISCONNECT_SUCCESS'])
    expect(fake.instance.disconnect).not.toHaveBeenCalled()
  })

  it('ignores events of a connector that is not connected', async () => {
    const { engine, fake } = await connected()
    fake.ctx.emit({ type: 'disconnect', connectorId: 'walletConnect' })
    fake.ctx.emit({ type: 'chainChanged', connectorId: 'walletConnect', chainId: 5 })
    expect(engine.$account.get()?.status).toBe('connected')
    expect(engine.$modal.get().open).toBe(false)
  })

  describe("connect: a connection made without the modal (a host's own wagmi useConnect)", () => {
    const started = async () => {
      const fake = fakeAdapter()
      const engine = makeEngine({ adapters: [fake.adapter] })
      start(engine)
      await flush()
      return { engine, fake }
    }

    it('becomes the current connection: account, network, storage and CONNECT_SUCCESS', async () => {
      const { engine, fake } = await started()
      const events: string[] = []
      subscribeEvents(engine, (e) => events.push(e.data.event))
      fake.ctx.emit({
        type: 'connect',
        connectorId: 'io.metamask',
        accounts: accounts(),
        chainId: 8453,
      })
      expect(engine.$account.get()).toMatchObject({
        status: 'connected',
        address: ADDRESS,
        caipAddress: `eip155:8453:${ADDRESS}`,
        connectedWalletInfo: { name: 'MetaMask' },
      })
      expect(engine.$activeNetwork.get()).toEqual(base)
      expect(engine.storage.get(connectionStatusKey('eip155'))).toBe('connected')
      expect(engine.storage.get(connectorIdKey('eip155'))).toBe('io.metamask')
      expect(events).toEqual(['CONNECT_SUCCESS'])
      // The host started it: no view opens.
      expect(engine.$modal.get().open).toBe(false)
    })

    it('on an unconfigured chain opens UnsupportedChain (spec §2)', async () => {
      const { engine, fake } = await started()
      fake.ctx.emit({
        type: 'connect',
        connectorId: 'io.metamask',
        accounts: accounts(),
        chainId: 5,
      })
      expect(engine.$account.get()?.status).toBe('connected')
      expect(engine.$router.get().view).toBe('UnsupportedChain')
    })

    it('a remote wallet shows under its own name', async () => {
      const { engine, fake } = await started()
      fake.ctx.emit({
        type: 'connect',
        connectorId: 'walletConnect-x',
        accounts: accounts(),
        chainId: 1,
        wallet: { name: 'Rainbow' },
      })
      expect(engine.$account.get()?.connectedWalletInfo?.name).toBe('Rainbow')
    })

    it('for the connection core has, updates its accounts and chain; no second CONNECT_SUCCESS', async () => {
      const { engine, fake } = await connectedEngine()
      const events: string[] = []
      subscribeEvents(engine, (e) => events.push(e.data.event))
      fake.ctx.emit({
        type: 'connect',
        connectorId: 'io.metamask',
        accounts: accounts(OTHER_ADDRESS),
        chainId: 8453,
      })
      expect(engine.$account.get()?.caipAddress).toBe(`eip155:8453:${OTHER_ADDRESS}`)
      expect(events).not.toContain('CONNECT_SUCCESS')
    })

    it('is ignored while the modal itself connects (its own flow applies the result)', async () => {
      const { engine, fake } = await started()
      engine.$accounts.setKey('eip155', { ...engine.$account.get()!, status: 'connecting' })
      fake.ctx.emit({
        type: 'connect',
        connectorId: 'io.metamask',
        accounts: accounts(),
        chainId: 1,
      })
      expect(engine.$connections.get().eip155?.connectorId).toBeUndefined()
    })

    it('with no accounts changes nothing', async () => {
      const { engine, fake } = await started()
      fake.ctx.emit({ type: 'connect', connectorId: 'io.metamask', accounts: [], chainId: 1 })
      expect(engine.$account.get()?.status).toBe('disconnected')
    })
  })
})
