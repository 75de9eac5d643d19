import { afterEach, describe, expect, it, vi } from 'vitest'
import { RECENT_WALLETS_MAX } from '../constants/constants.js'
import { createLogger } from '../logger/createLogger.js'
import type { Logger } from '../types.js'
import { addRecentWallet } from './addRecentWallet.js'
import { clearLoginCache } from './clearLoginCache.js'
import { cookieBackend } from './cookieBackend.js'
import { createStorage } from './createStorage.js'
import { STORAGE_KEYS } from './keys.js'
import { localStorageBackend } from './localStorageBackend.js'
import { memoryBackend } from './memoryBackend.js'
import type { StorageBackend, StorageKey } from './types.js'

function spyLogger(): Logger & { warnings: string[] } {
  const warnings: string[] = []
  return { ...createLogger({ level: 'silent' }), warn: (m: string) => warnings.push(m), warnings }
}

const throwing: StorageBackend = {
  getItem() {
    throw new Error('SecurityError')
  },
  setItem() {
    throw new DOMException('quota', 'QuotaExceededError')
  },
  removeItem() {
    throw new Error('SecurityError')
  },
}

describe('createStorage: typed keys', () => {
  it('round-trips every stored browser key of spec §3 with its type', () => {
    const backend = memoryBackend()
    const storage = createStorage(backend)
    storage.set(STORAGE_KEYS.emailLoginUsed, true)
    storage.set(STORAGE_KEYS.email, 'ada@example.com')
    storage.set(STORAGE_KEYS.socialUsername, 'ada')
    storage.set(STORAGE_KEYS.lastUsedChain, 'eip155:8453')
    storage.set(STORAGE_KEYS.lastEmailLoginTime, 1_700_000_000_000)
    storage.set(STORAGE_KEYS.connectionStatus('solana'), 'connected')
    storage.set(STORAGE_KEYS.connectorId('eip155'), 'io.metamask')
    storage.set(STORAGE_KEYS.activeNamespace, 'eip155')
    storage.set(STORAGE_KEYS.activeNetwork('eip155'), 'eip155:10')

    expect(storage.get(STORAGE_KEYS.emailLoginUsed)).toBe(true)
    expect(storage.get(STORAGE_KEYS.email)).toBe('ada@example.com')
    expect(storage.get(STORAGE_KEYS.socialUsername)).toBe('ada')
    expect(storage.get(STORAGE_KEYS.lastUsedChain)).toBe('eip155:8453')
    expect(storage.get(STORAGE_KEYS.lastEmailLoginTime)).toBe(1_700_000_000_000)
    expect(storage.get(STORAGE_KEYS.connectionStatus('solana'))).toBe('connected')
    expect(storage.get(STORAGE_KEYS.connectionStatus('eip155'))).toBeUndefined()
    expect(storage.get(STORAGE_KEYS.connectorId('eip155'))).toBe('io.metamask')
    expect(storage.get(STORAGE_KEYS.activeNamespace)).toBe('eip155')
    expect(storage.get(STORAGE_KEYS.activeNetwork('eip155'))).toBe('eip155:10')
    // JSON on the wire, gw:-prefixed names
    expect(backend.getItem('gw:email')).toBe('"ada@example.com"')
    expect(backend.getItem('gw:connection-status:solana')).toBe('"connected"')
  })

  it('every key name is gw:-prefixed and unique', () => {
    const names = Object.values(STORAGE_KEYS).map((k) =>
      typeof k === 'function' ? k('eip155').name : k.name,
    )
    for (const name of names) expect(name.startsWith('gw:')).toBe(true)
    expect(new Set(names).size).toBe(names.length)
  })

  it('saves smart-account networks as a comma list and reads back a list (spec §4)', () => {
    const backend = memoryBackend()
    const storage = createStorage(backend)
    storage.set(STORAGE_KEYS.smartAccountNetworks, ['eip155:1', 'eip155:8453'])
    expect(backend.getItem('gw:smart-account-networks')).toBe('"eip155:1,eip155:8453"')
    expect(storage.get(STORAGE_KEYS.smartAccountNetworks)).toEqual(['eip155:1', 'eip155:8453'])
    // "emptied on error"
    storage.set(STORAGE_KEYS.smartAccountNetworks, [])
    expect(storage.get(STORAGE_KEYS.smartAccountNetworks)).toEqual([])
  })

  it('checks value types at compile time', () => {
    const storage = createStorage(memoryBackend())
    // @ts-expect-error a boolean key takes a boolean
    storage.set(STORAGE_KEYS.emailLoginUsed, 'yes')
    // @ts-expect-error not a stored status
    storage.set(STORAGE_KEYS.connectionStatus('eip155'), 'connecting')
    const status: 'connected' | 'disconnected' | undefined = storage.get(
      STORAGE_KEYS.connectionStatus('eip155'),
    )
    expect(status).toBeUndefined()
  })

  it('remove deletes the key', () => {
    const storage = createStorage(memoryBackend())
    storage.set(STORAGE_KEYS.email, 'a@b.c')
    storage.remove(STORAGE_KEYS.email)
    expect(storage.get(STORAGE_KEYS.email)).toBeUndefined()
  })
})

describe('createStorage: never throws', () => {
  it.each([
    ['corrupt JSON', 'gw:email', '{not json'],
    ['a foreign type', 'gw:email', '42'],
    ['a raw unencoded string', 'gw:email', 'ada@example.com'],
    ['a status that is not stored', 'gw:connection-status:eip155', '"connecting"'],
    ['a malformed CAIP-2 id', 'gw:last-used-chain', '"eip155"'],
    ['a broken recent-wallet entry', 'gw:recent-wallets', '[{"id":1}]'],
    ['the string "undefined"', 'gw:email-login-used', 'undefined'],
  ])('drops %s and returns undefined', (_label, name, raw) => {
    const backend = memoryBackend()
    backend.setItem(name, raw)
    const logger = spyLogger()
    const storage = createStorage(backend, { logger })
    const key = Object.values(STORAGE_KEYS)
      .map((k) => (typeof k === 'function' ? k('eip155') : k))
      .find((k) => k.name === name) as StorageKey<unknown>
    expect(storage.get(key)).toBeUndefined()
    expect(backend.getItem(name)).toBeNull()
    expect(logger.warnings).toEqual([`storage: dropped an unreadable value of ${name}`])
  })

  it('a backend that throws (quota, SecurityError) is logged, not thrown', () => {
    const logger = spyLogger()
    const storage = createStorage(throwing, { logger })
    expect(() => storage.set(STORAGE_KEYS.email, 'a@b.c')).not.toThrow()
    expect(storage.get(STORAGE_KEYS.email)).toBeUndefined()
    expect(() => storage.remove(STORAGE_KEYS.email)).not.toThrow()
    expect(() => clearLoginCache(storage)).not.toThrow()
    expect(logger.warnings.slice(0, 3)).toEqual([
      'storage: cannot write gw:email',
      'storage: cannot read gw:email',
      'storage: cannot remove gw:email',
    ])
  })

  it('works without a logger', () => {
    const storage = createStorage(throwing)
    expect(() => storage.set(STORAGE_KEYS.email, 'x')).not.toThrow()
  })
})

describe('recent wallets (spec §9 "Recent wallets: max 2")', () => {
  it('keeps the newest two, newest first, without duplicates', () => {
    const storage = createStorage(memoryBackend())
    addRecentWallet(storage, { id: 'metamask', name: 'MetaMask' })
    addRecentWallet(storage, { id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow' })
    expect(addRecentWallet(storage, { id: 'metamask', name: 'MetaMask', icon: 'data:x' })).toEqual([
      { id: 'metamask', name: 'MetaMask', icon: 'data:x' },
      { id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow' },
    ])
    addRecentWallet(storage, { id: 'phantom', name: 'Phantom' })
    expect(storage.get(STORAGE_KEYS.recentWallets)?.map((w) => w.id)).toEqual([
      'phantom',
      'metamask',
    ])
  })

  it('starts over when the stored list is corrupt', () => {
    const backend = memoryBackend()
    backend.setItem('gw:recent-wallets', '"nope"')
    const storage = createStorage(backend)
    expect(addRecentWallet(storage, { id: 'a', name: 'A' })).toEqual([{ id: 'a', name: 'A' }])
  })
})

describe('clearLoginCache (spec §4)', () => {
  it('clears flag, email, last chain and social username, and nothing else', () => {
    const storage = createStorage(memoryBackend())
    storage.set(STORAGE_KEYS.emailLoginUsed, true)
    storage.set(STORAGE_KEYS.email, 'a@b.c')
    storage.set(STORAGE_KEYS.lastUsedChain, 'eip155:1')
    storage.set(STORAGE_KEYS.socialUsername, 'ada')
    storage.set(STORAGE_KEYS.connectorId('eip155'), 'auth')
    clearLoginCache(storage)
    expect(storage.get(STORAGE_KEYS.emailLoginUsed)).toBeUndefined()
    expect(storage.get(STORAGE_KEYS.email)).toBeUndefined()
    expect(storage.get(STORAGE_KEYS.lastUsedChain)).toBeUndefined()
    expect(storage.get(STORAGE_KEYS.socialUsername)).toBeUndefined()
    expect(storage.get(STORAGE_KEYS.connectorId('eip155'))).toBe('auth')
  })
})

describe('localStorageBackend', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('in Node with no window it stores nothing and never throws', () => {
    expect(typeof window).toBe('undefined')
    const storage = createStorage()
    storage.set(STORAGE_KEYS.email, 'a@b.c')
    expect(storage.get(STORAGE_KEYS.email)).toBeUndefined()
  })

  it('uses window.localStorage when there is one', () => {
    const local = memoryBackend()
    vi.stubGlobal('window', { localStorage: local })
    const storage = createStorage(localStorageBackend())
    storage.set(STORAGE_KEYS.email, 'a@b.c')
    expect(local.getItem('gw:email')).toBe('"a@b.c"')
    expect(storage.get(STORAGE_KEYS.email)).toBe('a@b.c')
  })

  it('falls back to a no-op backend when reaching localStorage throws (sandboxed frame)', () => {
    vi.stubGlobal('window', {
      get localStorage() {
        throw new DOMException('denied', 'SecurityError')
      },
    })
    const backend = localStorageBackend()
    expect(() => backend.setItem('gw:x', '1')).not.toThrow()
    expect(backend.getItem('gw:x')).toBeNull()
  })
})

describe('cookieBackend', () => {
  function fakeDocument() {
    const jar = new Map<string, string>()
    const writes: string[] = []
    return {
      writes,
      get cookie() {
        return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
      },
      set cookie(line: string) {
        writes.push(line)
        const [pair = '', ...attrs] = line.split('; ')
        const eq = pair.indexOf('=')
        if (attrs.includes('max-age=0')) jar.delete(pair.slice(0, eq))
        else jar.set(pair.slice(0, eq), pair.slice(eq + 1))
      },
    }
  }

  it('stores encoded values with path=/ and SameSite=Lax, and reads them back', () => {
    const doc = fakeDocument()
    const storage = createStorage(cookieBackend(doc))
    storage.set(STORAGE_KEYS.lastUsedChain, 'eip155:1')
    storage.set(STORAGE_KEYS.connectionStatus('eip155'), 'connected')
    expect(doc.writes[0]).toBe(
      'gw%3Alast-used-chain=%22eip155%3A1%22; path=/; SameSite=Lax; max-age=31536000',
    )
    expect(storage.get(STORAGE_KEYS.lastUsedChain)).toBe('eip155:1')
    expect(storage.get(STORAGE_KEYS.connectionStatus('eip155'))).toBe('connected')
    storage.remove(STORAGE_KEYS.lastUsedChain)
    expect(storage.get(STORAGE_KEYS.lastUsedChain)).toBeUndefined()
    expect(doc.writes).toContain('gw%3Alast-used-chain=; path=/; SameSite=Lax; max-age=0')
  })

  // Issue 20: cookies lacked Secure / __Host-, and the email sat in a cookie (sent with every
  // request to the host). Spec §7: "cookie and local storage persist state".
  it('on https: __Host- names and Secure; a plain-name cookie is still read', () => {
    const doc = Object.assign(fakeDocument(), { location: { protocol: 'https:' } })
    doc.cookie = 'gw%3Aactive-namespace=%22solana%22; path=/'
    const storage = createStorage(cookieBackend(doc))
    expect(storage.get(STORAGE_KEYS.activeNamespace)).toBe('solana')
    storage.set(STORAGE_KEYS.lastUsedChain, 'eip155:1')
    expect(doc.writes.at(-1)).toBe(
      '__Host-gw%3Alast-used-chain=%22eip155%3A1%22; path=/; SameSite=Lax; max-age=31536000; Secure',
    )
    expect(storage.get(STORAGE_KEYS.lastUsedChain)).toBe('eip155:1')
    storage.remove(STORAGE_KEYS.activeNamespace)
    expect(storage.get(STORAGE_KEYS.activeNamespace)).toBeUndefined()
  })

  it('never puts the email or the social username in a cookie, and clears old ones', () => {
    const doc = fakeDocument()
    doc.cookie = 'gw%3Aemail=%22old%40d.e%22; path=/'
    const storage = createStorage(cookieBackend(doc))
    expect(storage.get(STORAGE_KEYS.email)).toBeUndefined()
    storage.set(STORAGE_KEYS.email, 'a@d.e')
    storage.set(STORAGE_KEYS.socialUsername, 'alice')
    expect(doc.cookie).toBe('')
    expect(doc.writes.filter((w) => !w.includes('max-age=0'))).toEqual([
      'gw%3Aemail=%22old%40d.e%22; path=/',
    ])
  })

  it('drops a cookie with a malformed encoding instead of throwing', () => {
    const doc = { cookie: 'other=1; gw%3Alast-used-chain=%E0%A4%A' }
    const storage = createStorage(cookieBackend(doc))
    expect(storage.get(STORAGE_KEYS.lastUsedChain)).toBeUndefined()
  })

  it('without a document (SSR) it stores nothing and never throws', () => {
    expect(typeof document).toBe('undefined')
    const backend = cookieBackend()
    backend.setItem('gw:x', '1')
    expect(backend.getItem('gw:x')).toBeNull()
  })
})

// Spec §9 "Recent wallets: max 2"; found in review: 300 stored rows rendered 300 entries.
describe('recent wallets on read', () => {
  it('are capped at RECENT_WALLETS_MAX, their names display-safe', () => {
    const backend = memoryBackend()
    const rows = Array.from({ length: 300 }, (_, i) => ({ id: `w${i}`, name: `W\u202e${i}` }))
    backend.setItem('gw:recent-wallets', JSON.stringify(rows))
    const stored = createStorage(backend).get(STORAGE_KEYS.recentWallets)
    expect(stored).toHaveLength(RECENT_WALLETS_MAX)
    expect(stored?.map((w) => w.name)).toEqual(['W0', 'W1'])
  })
})
