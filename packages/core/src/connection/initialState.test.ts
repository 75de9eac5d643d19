import { describe, expect, it } from 'vitest'
import { ADDRESS, deferred, fakeAdapter, makeEngine } from '../engine/_test/fixtures.js'
import { start } from '../engine/start.js'
import { ConfigError } from '../errors/catalogue.js'
import { base, mainnet, solana } from '../networks/index.js'
import { cookieBackend } from '../storage/cookieBackend.js'
import { createStorage } from '../storage/createStorage.js'
import { STORAGE_KEYS } from '../storage/keys.js'
import { cookieToInitialState, type InitialState } from './initialState.js'

// Issue 33: a server renders what the visitor's cookies hold, and the browser's first render
// matches it; the restore then confirms it with the wallet, or ends it cleanly.
const config = { networks: [mainnet, base, solana] as const, adapters: [fakeAdapter().adapter] }

/** The `Cookie` header a browser sends after `write` stored through the cookie backend. */
function cookieHeader(write: (storage: ReturnType<typeof createStorage>) => void, https = false) {
  const jar = new Map<string, string>()
  const doc = {
    location: { protocol: https ? 'https:' : 'http:' },
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(line: string) {
      const [pair = '', ...attributes] = line.split('; ')
      const eq = pair.indexOf('=')
      if (attributes.includes('max-age=0')) jar.delete(pair.slice(0, eq))
      else jar.set(pair.slice(0, eq), pair.slice(eq + 1))
    },
  }
  write(createStorage(cookieBackend(doc)))
  return doc.cookie
}

const connectedOnBase = (storage: ReturnType<typeof createStorage>) => {
  storage.set(STORAGE_KEYS.activeNamespace, 'eip155')
  storage.set(STORAGE_KEYS.activeNetwork('eip155'), base.caipNetworkId)
  storage.set(STORAGE_KEYS.connectionStatus('eip155'), 'connected')
  storage.set(STORAGE_KEYS.connectorId('eip155'), 'io.metamask')
  storage.set(STORAGE_KEYS.accountAddress('eip155'), ADDRESS)
}

describe('cookieToInitialState', () => {
  it('reads the connection, network and active namespace the cookie backend wrote', () => {
    for (const https of [false, true]) {
      const header = cookieHeader(connectedOnBase, https)
      if (https) expect(header).toContain('__Host-')
      expect(cookieToInitialState(config, `theme=dark; ${header}`)).toEqual({
        activeNamespace: 'eip155',
        namespaces: {
          eip155: { networkId: 'eip155:8453', connectorId: 'io.metamask', address: ADDRESS },
        },
      })
    }
  })

  it('is empty without a header, and for a header with nothing of Gangway in it', () => {
    expect(cookieToInitialState(config, null)).toEqual({ namespaces: {} })
    expect(cookieToInitialState(config, undefined)).toEqual({ namespaces: {} })
    expect(cookieToInitialState(config, 'a=1; b=%E0%A4%A')).toEqual({ namespaces: {} })
  })

  it('leaves out a network the config does not have, and a connection without its address', () => {
    const header = cookieHeader((storage) => {
      connectedOnBase(storage)
      storage.set(STORAGE_KEYS.activeNetwork('eip155'), 'eip155:10')
      storage.set(STORAGE_KEYS.activeNetwork('solana'), solana.caipNetworkId)
      storage.set(STORAGE_KEYS.connectionStatus('solana'), 'connected')
      storage.set(STORAGE_KEYS.connectorId('solana'), 'phantom')
    })
    expect(cookieToInitialState(config, header)).toEqual({
      activeNamespace: 'eip155',
      namespaces: { solana: { networkId: solana.caipNetworkId } },
    })
  })

  it('drops tampered values: a script in the address, an unknown namespace', () => {
    const header = cookieHeader(connectedOnBase)
      .replace(encodeURIComponent(JSON.stringify(ADDRESS)), encodeURIComponent('"<img src=x>"'))
      .replace(encodeURIComponent('"eip155"'), encodeURIComponent('"cosmos"'))
    expect(cookieToInitialState(config, header)).toEqual({
      namespaces: { eip155: { networkId: 'eip155:8453' } },
    })
  })
})

describe('createEngine with initialState', () => {
  const initialState: InitialState = {
    activeNamespace: 'eip155',
    namespaces: {
      eip155: { networkId: 'eip155:8453', connectorId: 'io.metamask', address: ADDRESS },
    },
  }

  it('starts reconnecting with the address and network the server rendered', () => {
    const fake = fakeAdapter()
    const engine = makeEngine({ adapters: [fake.adapter], initialState })
    expect(engine.$activeNamespace.get()).toBe('eip155')
    expect(engine.$activeNetwork.get()).toEqual(base)
    expect(engine.$accounts.get().eip155).toMatchObject({
      status: 'reconnecting',
      address: ADDRESS,
      caipAddress: `eip155:8453:${ADDRESS}`,
    })
  })

  it('rejects an initialState that is not one, with a ConfigError naming the field', () => {
    const bad = { namespaces: { eip155: { address: '<script>' } } } as unknown as InitialState
    expect(() => makeEngine({ initialState: bad })).toThrow(ConfigError)
    expect(() => makeEngine({ initialState: bad })).toThrow(
      /initialState\.namespaces\.eip155\.address/,
    )
  })

  it('the restore keeps it shown (never connecting), then confirms it with the wallet', async () => {
    const header = cookieHeader(connectedOnBase)
    const fake = fakeAdapter()
    const reconnect = deferred<{ accounts: { address: string; type: 'eoa' }[]; chainId: number }>()
    fake.instance.reconnect.mockReturnValueOnce(reconnect.promise)
    const engine = makeEngine(
      { adapters: [fake.adapter], initialState: cookieToInitialState(config, header) },
      { storage: cookieBackend({ cookie: header }) },
    )
    const statuses: string[] = []
    engine.$accounts.subscribe((a) => statuses.push(a.eip155?.status ?? ''))
    const stop = start(engine)
    expect(engine.$accounts.get().eip155?.address).toBe(ADDRESS)
    reconnect.resolve({ accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 8453 })
    await stop.ready
    expect(engine.$accounts.get().eip155?.status).toBe('connected')
    expect(statuses).not.toContain('connecting')
    expect(statuses).not.toContain('disconnected')
  })

  it('a wallet that no longer answers: disconnected, the address gone, storage cleared', async () => {
    const backend = cookieBackend({ cookie: cookieHeader(connectedOnBase) })
    const fake = fakeAdapter()
    fake.instance.reconnect.mockRejectedValueOnce(new Error('wallet locked'))
    const engine = makeEngine({ adapters: [fake.adapter], initialState }, { storage: backend })
    await start(engine).ready
    expect(engine.$accounts.get().eip155).toMatchObject({
      status: 'disconnected',
      address: undefined,
      caipAddress: undefined,
    })
    expect(createStorage(backend).get(STORAGE_KEYS.accountAddress('eip155'))).toBeUndefined()
  })

  it('cookies gone since the server rendered: disconnected, without asking the wallet', async () => {
    const fake = fakeAdapter()
    const engine = makeEngine({ adapters: [fake.adapter], initialState })
    await start(engine).ready
    expect(fake.instance.reconnect).not.toHaveBeenCalled()
    expect(engine.$accounts.get().eip155).toMatchObject({
      status: 'disconnected',
      address: undefined,
    })
  })
})

describe('the address in storage', () => {
  it('is written once connected, and removed on disconnect', async () => {
    const { backend } = (() => {
      const jar = new Map<string, string>()
      const b = {
        getItem: (k: string) => jar.get(k) ?? null,
        setItem: (k: string, v: string) => void jar.set(k, v),
        removeItem: (k: string) => void jar.delete(k),
      }
      return { backend: b }
    })()
    const storage = createStorage(backend)
    storage.set(STORAGE_KEYS.connectionStatus('eip155'), 'connected')
    storage.set(STORAGE_KEYS.connectorId('eip155'), 'io.metamask')
    storage.set(STORAGE_KEYS.activeNetwork('eip155'), mainnet.caipNetworkId)
    const fake = fakeAdapter()
    fake.instance.reconnect.mockResolvedValueOnce({
      accounts: [{ address: ADDRESS, type: 'eoa' }],
      chainId: 1,
    })
    const engine = makeEngine({ adapters: [fake.adapter] }, { storage: backend })
    await start(engine).ready
    expect(storage.get(STORAGE_KEYS.accountAddress('eip155'))).toBe(ADDRESS)
    const { disconnect } = await import('./disconnect.js')
    await disconnect(engine)
    expect(storage.get(STORAGE_KEYS.accountAddress('eip155'))).toBeUndefined()
  })
})
