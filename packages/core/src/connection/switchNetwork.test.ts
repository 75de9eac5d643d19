import { describe, expect, it } from 'vitest'
import { ADDRESS, fakeAdapter, flush, makeEngine } from '../engine/_test/fixtures.js'
import { start } from '../engine/start.js'
import { ChainNotSupportedError, UserRejectedRequestError } from '../errors/catalogue.js'
import { subscribeEvents } from '../events/subscribeEvents.js'
import { open } from '../modal/open.js'
import { base, mainnet, sepolia, solana } from '../networks/index.js'
import { createStorage, memoryBackend } from '../storage/createStorage.js'
import { STORAGE_KEYS } from '../storage/keys.js'
import { connect } from './connect.js'
import { switchNetwork } from './switchNetwork.js'

function setup() {
  const fake = fakeAdapter()
  const backend = memoryBackend()
  const engine = makeEngine({ adapters: [fake.adapter] }, { storage: backend })
  start(engine)
  return { engine, fake, storage: createStorage(backend) }
}

describe('switchNetwork', () => {
  it('rejects a chain id not in the configured chains (spec §5)', async () => {
    const { engine, fake } = setup()
    await expect(switchNetwork(engine, sepolia)).rejects.toBeInstanceOf(ChainNotSupportedError)
    expect(fake.instance.switchNetwork).not.toHaveBeenCalled()
    expect(engine.$activeNetwork.get()).toEqual(mainnet)
  })

  it('without a connection, only changes and stores the active network', async () => {
    const { engine, fake, storage } = setup()
    await switchNetwork(engine, base)
    expect(fake.instance.switchNetwork).not.toHaveBeenCalled()
    expect(engine.$activeNetwork.get()).toEqual(base)
    expect(storage.get(STORAGE_KEYS.lastUsedChain)).toBe('eip155:8453')
    expect(storage.get(STORAGE_KEYS.activeNetwork('eip155'))).toBe('eip155:8453')
  })

  it('chain change updates default chain and emits accounts-changed for the new chain (spec §4)', async () => {
    const { engine, fake } = setup()
    await connect(engine, { connectorId: 'io.metamask' })
    const events: unknown[] = []
    subscribeEvents(engine, (e) => events.push([e.data.event, e.data.properties]))
    const caipAddresses: unknown[] = []
    engine.$account.listen((a) => caipAddresses.push(a?.caipAddress))
    await switchNetwork(engine, base)
    await flush()
    expect(fake.instance.switchNetwork).toHaveBeenCalledWith({
      connectorId: 'io.metamask',
      network: base,
    })
    expect(engine.$activeNetwork.get()).toEqual(base)
    expect(caipAddresses).toContain(`eip155:8453:${ADDRESS}`)
    expect(engine.$connections.get().eip155?.connections[0]?.chainId).toBe(8453)
    expect(events).toContainEqual(['SWITCH_NETWORK', { network: 'eip155:8453' }])
    expect(fake.instance.getBalance).toHaveBeenLastCalledWith({ address: ADDRESS, network: base })
  })

  it('keeps the network when the wallet refuses (typed error)', async () => {
    const { engine, fake } = setup()
    await connect(engine, { connectorId: 'io.metamask' })
    fake.instance.switchNetwork.mockRejectedValueOnce({ code: 4001 })
    await expect(switchNetwork(engine, base)).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(engine.$activeNetwork.get()).toEqual(mainnet)
  })

  it('switching to another namespace makes it active', async () => {
    const engine = makeEngine({ adapters: [fakeAdapter().adapter, fakeAdapter('solana').adapter] })
    start(engine)
    await switchNetwork(engine, solana)
    expect(engine.$activeNamespace.get()).toBe('solana')
    expect(engine.$activeNetwork.get()).toEqual(solana)
  })

  it('leaves UnsupportedChain once on a configured network', async () => {
    const { engine } = setup()
    open(engine, { view: 'UnsupportedChain' })
    await switchNetwork(engine, base)
    expect(engine.$modal.get().open).toBe(false)
  })
})
