import { createToyAdapter, TOY_ADDRESS, toyAdapter, toyNetwork } from '@gangway/testkit'
import { describe, expect, it } from 'vitest'
import { connect } from '../connection/connect.js'
import { disconnect } from '../connection/disconnect.js'
import { fetchBalance } from '../connection/fetchBalance.js'
import { switchNetwork } from '../connection/switchNetwork.js'
import { fakeAdapter, flush, makeEngine } from '../engine/_test/fixtures.js'
import { start } from '../engine/start.js'
import { ConfigError } from '../errors/catalogue.js'
import { CapabilityNotSupportedError } from '../errors/connectionErrors.js'
import { defineNetwork } from '../networks/defineNetwork.js'
import { base, mainnet } from '../networks/index.js'
import type { Adapter, AdapterDescriptor, Network } from '../types.js'
import { getProvider } from '../ui/getProvider.js'
import { getCapabilities } from './getCapabilities.js'
import { hasCapability } from './hasCapability.js'

const toy2 = defineNetwork({ ...toyNetwork, id: 2, caipNetworkId: 'toy:2', name: 'Toy Two' })

describe('adapter descriptors: one instance per engine', () => {
  it('one descriptor passed to two engines gives two independent instances', async () => {
    const descriptor = toyAdapter()
    const a = makeEngine({ networks: [toyNetwork], adapters: [descriptor] })
    const b = makeEngine({ networks: [toyNetwork], adapters: [descriptor] })
    expect(a.adapters.get('toy')).not.toBe(b.adapters.get('toy'))
    start(a)
    start(b)
    await connect(a, { connectorId: 'toy.wallet' })
    expect(a.$account.get()?.status).toBe('connected')
    expect(b.$account.get()?.status).toBe('disconnected')
    expect((a.adapters.get('toy') as ReturnType<typeof createToyAdapter>).connected()).toBe(true)
    expect((b.adapters.get('toy') as ReturnType<typeof createToyAdapter>).connected()).toBe(false)
  })

  it('creating an engine has no side effects: setup waits for start', () => {
    const fake = fakeAdapter()
    const engine = makeEngine({ adapters: [fake.adapter] })
    expect(fake.adapter.create).toHaveBeenCalledOnce()
    expect(fake.instance.setup).not.toHaveBeenCalled()
    start(engine)
    expect(fake.instance.setup).toHaveBeenCalledOnce()
  })

  it('an instance without a required method, or of another namespace, is a ConfigError', () => {
    const partial: AdapterDescriptor = {
      namespace: 'toy',
      create: () => ({ ...createToyAdapter(), getBalance: undefined }) as unknown as Adapter,
    }
    expect(() => makeEngine({ networks: [toyNetwork], adapters: [partial] })).toThrow(
      new ConfigError(['adapters.0: Invalid input: adapter toy lacks getBalance']),
    )
    const liar: AdapterDescriptor = { namespace: 'eip155', create: () => createToyAdapter() }
    expect(() => makeEngine({ adapters: [liar] })).toThrow(ConfigError)
  })
})

describe('a made-up chain family (toy) needs no core change', () => {
  function setup() {
    const engine = makeEngine({ networks: [toyNetwork, toy2], adapters: [toyAdapter()] })
    start(engine)
    return engine
  }

  it('connects, reports accounts and balance, and disconnects', async () => {
    const engine = setup()
    expect(engine.namespaces).toEqual(['toy'])
    expect(engine.$connectors.get().map((c) => c.id)).toEqual(['toy.wallet'])
    const account = await connect(engine, { connectorId: 'toy.wallet' })
    expect(account).toMatchObject({
      status: 'connected',
      address: TOY_ADDRESS,
      caipAddress: `toy:1:${TOY_ADDRESS}`,
    })
    await fetchBalance(engine, { namespace: 'toy' })
    expect(engine.$account.get()).toMatchObject({ balance: '2.5', balanceSymbol: 'TOY' })
    expect(getProvider(engine, 'toy')).toEqual({ chain: 'toy', accounts: [TOY_ADDRESS] })
    await disconnect(engine)
    await flush()
    expect(engine.$account.get()?.status).toBe('disconnected')
  })

  it('has no switchNetwork: hasCapability says so and core refuses to switch', async () => {
    const engine = setup()
    expect(hasCapability(engine, 'toy', 'switchNetwork')).toBe(false)
    expect(hasCapability(engine, 'toy', 'signMessage')).toBe(true)
    expect(getCapabilities(engine, 'toy')).toEqual(['signMessage'])
    await connect(engine, { connectorId: 'toy.wallet' })
    const error = await switchNetwork(engine, toy2).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CapabilityNotSupportedError)
    expect((error as CapabilityNotSupportedError).shortMessage).toBe(
      'The toy adapter does not support switchNetwork',
    )
    expect(engine.$activeNetwork.get()?.caipNetworkId).toBe('toy:1')
    // The network it is on is no switch: picking it again is fine.
    await expect(switchNetwork(engine, toyNetwork)).resolves.toBeUndefined()
  })

  it('sits beside a known family, whose capabilities are its own', async () => {
    const fake = fakeAdapter()
    const engine = makeEngine({
      networks: [mainnet, base, toyNetwork],
      adapters: [fake.adapter, toyAdapter()],
    })
    start(engine)
    expect(hasCapability(engine, 'eip155', 'switchNetwork')).toBe(true)
    expect(hasCapability(engine, 'toy', 'switchNetwork')).toBe(false)
    // A namespace with no adapter has nothing.
    expect(hasCapability(engine, 'solana', 'signMessage')).toBe(false)
    expect(getCapabilities(engine, 'solana')).toEqual([])
    // Moving to the toy family's current network only changes the active namespace.
    await switchNetwork(engine, toyNetwork as Network)
    expect(engine.$activeNamespace.get()).toBe('toy')
  })
})

describe('hasCapability / getCapabilities', () => {
  it('read optional members and family-named extras from the instance', () => {
    const withExtras: AdapterDescriptor = {
      namespace: 'toy',
      create: () => ({
        ...createToyAdapter(),
        extensions: { 'toy:mint': async () => 'minted', 'toy:absent': undefined },
      }),
    }
    const engine = makeEngine({ networks: [toyNetwork], adapters: [withExtras] })
    expect(hasCapability(engine, 'toy', 'toy:mint')).toBe(true)
    expect(hasCapability(engine, 'toy', 'toy:absent')).toBe(false)
    expect(hasCapability(engine, 'toy', 'transfer')).toBe(false)
    expect(getCapabilities(engine, 'toy')).toEqual(['signMessage', 'toy:mint'])
  })

  it('an adapter without switchNetwork is never asked to switch (fake without it)', async () => {
    const fake = fakeAdapter()
    const engine = makeEngine({ adapters: [fake.adapter] })
    start(engine)
    expect(hasCapability(engine, 'eip155', 'switchNetwork')).toBe(true)
    const bare = makeEngine({
      adapters: [
        {
          namespace: 'eip155',
          create: () => {
            const { switchNetwork: _, ...rest } = fakeAdapter().instance
            return rest
          },
        },
      ],
    })
    start(bare)
    await expect(switchNetwork(bare, base)).rejects.toBeInstanceOf(CapabilityNotSupportedError)
    expect(bare.$activeNetwork.get()).toEqual(mainnet)
  })
})
