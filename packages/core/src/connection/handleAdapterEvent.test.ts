import { describe, expect, it } from 'vitest'
import { ADDRESS, connectedEngine, OTHER_ADDRESS } from '../engine/_test/fixtures.js'
import { subscribeEvents } from '../events/subscribeEvents.js'
import { base } from '../networks/index.js'

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
})
