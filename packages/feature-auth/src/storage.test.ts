import { describe, expect, it } from 'vitest'
import { AUTH_CONNECTOR_ID } from './constants.js'
import { AUTH_STORAGE_KEYS, clearLoginCache, clearLoginCacheOnDisconnect } from './storage.js'
import {
  type Adapter,
  connect,
  cookieBackend,
  createEngine,
  createStorage,
  disconnect,
  internal,
  mainnet,
  memoryBackend,
  STORAGE_KEYS,
  start,
} from './test/core.js'

const ADDRESS = `0x${'ab'.repeat(20)}`

describe("the auth feature's stored keys (spec §3)", () => {
  it('round-trip with their types', () => {
    const backend = memoryBackend()
    const storage = createStorage(backend)
    storage.set(AUTH_STORAGE_KEYS.emailLoginUsed, true)
    storage.set(AUTH_STORAGE_KEYS.email, 'ada@example.com')
    storage.set(AUTH_STORAGE_KEYS.socialUsername, 'ada')
    storage.set(AUTH_STORAGE_KEYS.lastEmailLoginTime, 1_700_000_000_000)
    expect(storage.get(AUTH_STORAGE_KEYS.emailLoginUsed)).toBe(true)
    expect(storage.get(AUTH_STORAGE_KEYS.email)).toBe('ada@example.com')
    expect(storage.get(AUTH_STORAGE_KEYS.socialUsername)).toBe('ada')
    expect(storage.get(AUTH_STORAGE_KEYS.lastEmailLoginTime)).toBe(1_700_000_000_000)
    expect(backend.getItem('gw:email')).toBe('"ada@example.com"')
    // a foreign type is dropped
    backend.setItem('gw:email-login-used', '"yes"')
    expect(storage.get(AUTH_STORAGE_KEYS.emailLoginUsed)).toBeUndefined()
    expect(backend.getItem('gw:email-login-used')).toBeNull()
  })

  it('saves smart-account networks as a comma list and reads back a list (spec §4)', () => {
    const backend = memoryBackend()
    const storage = createStorage(backend)
    storage.set(AUTH_STORAGE_KEYS.smartAccountNetworks, ['eip155:1', 'eip155:8453'])
    expect(backend.getItem('gw:smart-account-networks')).toBe('"eip155:1,eip155:8453"')
    expect(storage.get(AUTH_STORAGE_KEYS.smartAccountNetworks)).toEqual(['eip155:1', 'eip155:8453'])
    // "emptied on error"
    storage.set(AUTH_STORAGE_KEYS.smartAccountNetworks, [])
    expect(storage.get(AUTH_STORAGE_KEYS.smartAccountNetworks)).toEqual([])
  })

  it('never puts the email or the social username in a cookie, and clears old ones', () => {
    const jar = new Map<string, string>()
    const writes: string[] = []
    const doc = {
      get cookie() {
        return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
      },
      set cookie(line: string) {
        writes.push(line)
        const [pair = ''] = line.split('; ')
        const eq = pair.indexOf('=')
        if (line.includes('max-age=0')) jar.delete(pair.slice(0, eq))
        else jar.set(pair.slice(0, eq), pair.slice(eq + 1))
      },
    }
    doc.cookie = 'gw%3Aemail=%22old%40d.e%22; path=/'
    const storage = createStorage(cookieBackend(doc))
    expect(storage.get(AUTH_STORAGE_KEYS.email)).toBeUndefined()
    storage.set(AUTH_STORAGE_KEYS.email, 'a@d.e')
    storage.set(AUTH_STORAGE_KEYS.socialUsername, 'alice')
    expect(doc.cookie).toBe('')
    expect(writes.filter((w) => !w.includes('max-age=0'))).toEqual([
      'gw%3Aemail=%22old%40d.e%22; path=/',
    ])
    // The login flag is no secret: it stays a cookie (a server-rendered page reads it).
    storage.set(AUTH_STORAGE_KEYS.emailLoginUsed, true)
    expect(doc.cookie).toBe('gw%3Aemail-login-used=true')
  })
})

describe('clearLoginCache (spec §4)', () => {
  it('clears flag, email, last chain and social username, and nothing else', () => {
    const storage = createStorage(memoryBackend())
    storage.set(AUTH_STORAGE_KEYS.emailLoginUsed, true)
    storage.set(AUTH_STORAGE_KEYS.email, 'a@b.c')
    storage.set(STORAGE_KEYS.lastUsedChain, 'eip155:1')
    storage.set(AUTH_STORAGE_KEYS.socialUsername, 'ada')
    storage.set(STORAGE_KEYS.connectorId('eip155'), 'auth')
    clearLoginCache(storage)
    expect(storage.get(AUTH_STORAGE_KEYS.emailLoginUsed)).toBeUndefined()
    expect(storage.get(AUTH_STORAGE_KEYS.email)).toBeUndefined()
    expect(storage.get(STORAGE_KEYS.lastUsedChain)).toBeUndefined()
    expect(storage.get(AUTH_STORAGE_KEYS.socialUsername)).toBeUndefined()
    expect(storage.get(STORAGE_KEYS.connectorId('eip155'))).toBe('auth')
  })
})

describe('clearLoginCacheOnDisconnect: sign-out clears the login cache (spec §4)', () => {
  /** An engine whose eip155 adapter has the embedded wallet and one browser wallet. */
  async function engineWith(connectorId: string) {
    const adapter: Adapter = {
      namespace: 'eip155',
      setup: (ctx) => {
        ctx.setConnectors([
          { id: AUTH_CONNECTOR_ID, name: 'Email Wallet', type: 'AUTH', chain: 'eip155' },
          { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' },
        ])
        return () => {}
      },
      connect: async ({ network }) => ({
        accounts: [{ address: ADDRESS, type: 'eoa' }],
        chainId: network.id,
      }),
      reconnect: async () => {
        throw new Error('no session')
      },
      disconnect: async () => {},
      getBalance: async () => ({ value: '0', symbol: 'ETH' }),
      getProvider: () => ({}),
    }
    const engine = internal(
      createEngine(
        {
          projectId: 'p',
          networks: [mainnet],
          adapters: [{ namespace: 'eip155', create: () => adapter }],
          logLevel: 'silent',
          analytics: false,
        },
        { storage: memoryBackend() },
      ),
    )
    start(engine)
    clearLoginCacheOnDisconnect(engine)
    await connect(engine, { connectorId })
    engine.storage.set(AUTH_STORAGE_KEYS.emailLoginUsed, true)
    engine.storage.set(AUTH_STORAGE_KEYS.email, 'ada@example.com')
    engine.storage.set(AUTH_STORAGE_KEYS.socialUsername, 'ada')
    return engine
  }

  it("disconnecting the embedded wallet's connection clears the cache", async () => {
    const engine = await engineWith(AUTH_CONNECTOR_ID)
    expect(engine.storage.get(STORAGE_KEYS.lastUsedChain)).toBe('eip155:1')
    await disconnect(engine)
    expect(engine.storage.get(AUTH_STORAGE_KEYS.emailLoginUsed)).toBeUndefined()
    expect(engine.storage.get(AUTH_STORAGE_KEYS.email)).toBeUndefined()
    expect(engine.storage.get(AUTH_STORAGE_KEYS.socialUsername)).toBeUndefined()
    expect(engine.storage.get(STORAGE_KEYS.lastUsedChain)).toBeUndefined()
  })

  it("another wallet's disconnect keeps it", async () => {
    const engine = await engineWith('io.metamask')
    await disconnect(engine)
    expect(engine.storage.get(AUTH_STORAGE_KEYS.emailLoginUsed)).toBe(true)
    expect(engine.storage.get(AUTH_STORAGE_KEYS.email)).toBe('ada@example.com')
  })
})
