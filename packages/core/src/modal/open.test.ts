import { describe, expect, it } from 'vitest'
import { connect } from '../connection/connect.js'
import { fakeAdapter, makeEngine } from '../engine/_test/fixtures.js'
import { start } from '../engine/start.js'
import { NamespaceNotConfiguredError } from '../errors/catalogue.js'
import { subscribeEvents } from '../events/subscribeEvents.js'
import { goBack } from '../router/goBack.js'
import { push } from '../router/push.js'
import { replace } from '../router/replace.js'
import { STORAGE_KEYS } from '../storage/keys.js'
import { open } from './open.js'

async function connectedEngine(config = {}) {
  const fake = fakeAdapter()
  const engine = makeEngine({ adapters: [fake.adapter], ...config })
  start(engine)
  await connect(engine, { connectorId: 'io.metamask' })
  return engine
}

describe('open (spec §2 opening rules, in order)', () => {
  it('with a namespace: switches to that namespace first', () => {
    const engine = makeEngine({ adapters: [fakeAdapter().adapter, fakeAdapter('solana').adapter] })
    open(engine, { namespace: 'solana' })
    expect(engine.$activeNamespace.get()).toBe('solana')
    expect(engine.storage.get(STORAGE_KEYS.activeNamespace)).toBe('solana')
    expect(engine.$router.get().view).toBe('Connect')
    expect(engine.$modal.get().open).toBe(true)
  })

  it('rejects a namespace that is not configured (spec §5)', () => {
    const engine = makeEngine({ adapters: [fakeAdapter().adapter] })
    expect(() => open(engine, { namespace: 'bip122' })).toThrow(NamespaceNotConfiguredError)
    expect(engine.$modal.get().open).toBe(false)
  })

  it('with no adapters and no address: AllWallets on mobile', () => {
    const engine = makeEngine({}, { isMobile: () => true })
    open(engine, { view: 'Networks' })
    expect(engine.$router.get().view).toBe('AllWallets')
  })

  it('with no adapters and no address: ConnectingWalletConnectBasic otherwise', () => {
    const engine = makeEngine({}, { isMobile: () => false })
    open(engine)
    expect(engine.$router.get().view).toBe('ConnectingWalletConnectBasic')
  })

  it('with an explicit view: that view (with its data)', () => {
    const engine = makeEngine({ adapters: [fakeAdapter().adapter] })
    open(engine, { view: 'ConnectingExternal', data: { connectorId: 'io.metamask' } })
    expect(engine.$router.get()).toEqual({
      view: 'ConnectingExternal',
      history: ['ConnectingExternal'],
      data: { connectorId: 'io.metamask' },
    })
  })

  it("with an explicit view: the host's arguments, on that entry only and again on coming back", () => {
    const engine = makeEngine({ adapters: [fakeAdapter().adapter] })
    const args = { fromToken: 'ETH', toToken: 'USDC', amount: '0.1' }
    open(engine, { view: 'Swap', arguments: args })
    expect(engine.$router.get()).toEqual({
      view: 'Swap',
      history: ['Swap'],
      data: undefined,
      arguments: args,
    })
    push(engine, 'SwapSelectToken', { side: 'to' })
    expect(engine.$router.get().arguments).toBeUndefined()
    goBack(engine)
    expect(engine.$router.get()).toMatchObject({ view: 'Swap', arguments: args })
    // Router data stays as it was: the two do not mix.
    expect(engine.$router.get().data).toBeUndefined()
  })

  it('a new open drops the previous arguments; replacing the entry drops them too', () => {
    const engine = makeEngine({ adapters: [fakeAdapter().adapter] })
    open(engine, { view: 'Swap', arguments: { amount: '1' } })
    open(engine, { view: 'Swap' })
    expect(engine.$router.get().arguments).toBeUndefined()
    open(engine, { view: 'Swap', arguments: { amount: '2' } })
    replace(engine, 'Account')
    push(engine, 'Networks')
    goBack(engine)
    expect(engine.$router.get()).toEqual({ view: 'Account', history: ['Account'], data: undefined })
  })

  it('arguments are ignored when the opening rules pick another view', () => {
    const engine = makeEngine({}, { isMobile: () => false })
    open(engine, { view: 'Swap', arguments: { amount: '1' } })
    expect(engine.$router.get().view).toBe('ConnectingWalletConnectBasic')
    expect(engine.$router.get().arguments).toBeUndefined()
  })

  it('an explicit view wins over an address', async () => {
    const engine = await connectedEngine()
    open(engine, { view: 'Networks' })
    expect(engine.$router.get().view).toBe('Networks')
  })

  it('with an address: Account', async () => {
    const engine = await connectedEngine()
    open(engine)
    expect(engine.$router.get().view).toBe('Account')
  })

  it('otherwise: Connect', () => {
    const engine = makeEngine({ adapters: [fakeAdapter().adapter] })
    open(engine)
    expect(engine.$router.get()).toEqual({ view: 'Connect', history: ['Connect'], data: undefined })
  })

  it('emits MODAL_OPEN once with whether an account is connected', () => {
    const engine = makeEngine({ adapters: [fakeAdapter().adapter] })
    const names: unknown[] = []
    subscribeEvents(engine, (e) => names.push([e.data.event, e.data.properties]))
    open(engine)
    open(engine, { view: 'Networks' })
    expect(names).toEqual([['MODAL_OPEN', { connected: false }]])
  })
})
