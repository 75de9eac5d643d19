import { afterEach, describe, expect, it, vi } from 'vitest'
import { RECENT_WALLETS_MAX } from '../constants/constants.js'
import { createLogger } from '../logger/createLogger.js'
import type { Logger } from '../types.js'
import { addRecentWallet } from './addRecentWallet.js'
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

// A key of a feature's own, as a feature declares one (the auth feature's email is like it).
const readString = (json: unknown) => (typeof json === 'string' ? json : undefined)
const noteKey: StorageKey<string> = { name: 'gw:note', read: readString }
const secretKey: StorageKey<string> = { name: 'gw:secret', read: readString, sensitive: true }

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
    storage.set(noteKey, 'ada@example.com')
    storage.set(STORAGE_KEYS.lastUsedChain, 'eip155:8453')
    storage.set(STORAGE_KEYS.connectionStatus('solana'), 'connected')
    storage.set(STORAGE_KEYS.connectorId('eip155'), 'io.metamask')
    storage.set(STORAGE_KEYS.activeNamespace, 'eip155')
    storage.set(STORAGE_KEYS.activeNetwork('eip155'), 'eip155:10')

    expect(storage.get(noteKey)).toBe('ada@example.com')
    expect(storage.get(STORAGE_KEYS.lastUsedChain)).toBe('eip155:8453')
    expect(storage.get(STORAGE_KEYS.connectionStatus('solana'))).toBe('connected')
    expect(storage.get(STORAGE_KEYS.connectionStatus('eip155'))).toBeUndefined()
    expect(storage.get(STORAGE_KEYS.connectorId('eip155'))).toBe('io.metamask')
    expect(storage.get(STORAGE_KEYS.activeNamespace)).toBe('eip155')
    expect(storage.get(STORAGE_KEYS.activeNetwork('eip155'))).toBe('eip155:10')
    // JSON on the wire, gw:-prefixed names
    expect(backend.getItem('gw:note')).toBe('"ada@example.com"')
    expect(backend.getItem('gw:connection-status:solana')).toBe('"connected"')
  })

  it('every key name is gw:-prefixed and unique', () => {
    const names = Object.values(STORAGE_KEYS).map((k) =>
      typeof k === 'function' ? k('eip155').name : k.name,
    )
    for (const name of names) expect(name.startsWith('gw:')).toBe(true)
    expect(new Set(names).size).toBe(names.length)
  })

  it("stores a key's encoded form and reads it back through the key's read", () => {
    const backend = memoryBackend()
    const storage = createStorage(backend)
    const listKey: StorageKey<string[]> = {
      name: 'gw:list',
      read: (json) => (typeof json === 'string' ? (json ? json.split(',') : []) : undefined),
      encode: (ids) => ids.join(','),
    }
    storage.set(listKey, ['eip155:1', 'eip155:8453'])
    expect(backend.getItem('gw:list')).toBe('"eip155:1,eip155:8453"')
    expect(storage.get(listKey)).toEqual(['eip155:1', 'eip155:8453'])
  })

  it('checks value types at compile time', () => {
    const storage = createStorage(memoryBackend())
    // @ts-expect-error a string key takes a string
    storage.set(noteKey, 1)
    // @ts-expect-error not a stored status
    storage.set(STORAGE_KEYS.connectionStatus('eip155'), 'connecting')
    const status: 'connected' | 'disconnected' | undefined = storage.get(
      STORAGE_KEYS.connectionStatus('eip155'),
    )
    expect(status).toBeUndefined()
  })

  it('remove deletes the key', () => {
    const storage = createStorage(memoryBackend())
    storage.set(noteKey, 'a@b.c')
    storage.remove(noteKey)
    expect(storage.get(noteKey)).toBeUndefined()
  })
})

describe('createStorage: never throws', () => {
  it.each([
    ['corrupt JSON', 'gw:connector-id:eip155', '{not json'],
    ['a foreign type', 'gw:connector-id:eip155', '42'],
    ['a raw unencoded string', 'gw:connector-id:eip155', 'io.metamask'],
    ['a status that is not stored', 'gw:connection-status:eip155', '"connecting"'],
    ['a malformed CAIP-2 id', 'gw:last-used-chain', '"eip155"'],
    ['a broken recent-wallet entry', 'gw:recent-wallets', '[{"id":1}]'],
    ['the string "undefined"', 'gw:active-namespace', 'undefined'],
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
    expect(() => storage.set(noteKey, 'a@b.c')).not.toThrow()
    expect(storage.get(noteKey)).toBeUndefined()
    expect(() => storage.remove(noteKey)).not.toThrow()
    expect(logger.warnings.slice(0, 3)).toEqual([
      'storage: cannot write gw:note',
      'storage: cannot read gw:note',
      'storage: cannot remove gw:note',
    ])
  })

  it('works without a logger', () => {
    const storage = createStorage(throwing)
    expect(() => storage.set(noteKey, 'x')).not.toThrow()
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

describe('localStorageBackend', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('in Node with no window it stores nothing and never throws', () => {
    expect(typeof window).toBe('undefined')
    const storage = createStorage()
    storage.set(noteKey, 'a@b.c')
    expect(storage.get(noteKey)).toBeUndefined()
  })

  it('uses window.localStorage when there is one', () => {
    const local = memoryBackend()
    vi.stubGlobal('window', { localStorage: local })
    const storage = createStorage(localStorageBackend())
    storage.set(secretKey, 'a@b.c')
    expect(local.getItem('gw:secret')).toBe('"a@b.c"')
    expect(storage.get(secretKey)).toBe('a@b.c')
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

  // A cookie goes to the host's server with every request: on https it is Secure and __Host-
  // (no other site may set it). Spec §7: "cookie and local storage persist state".
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

  it('never puts a key a feature marks sensitive in a cookie, and clears an old one', () => {
    const doc = fakeDocument()
    doc.cookie = 'gw%3Asecret=%22old%40d.e%22; path=/'
    const storage = createStorage(cookieBackend(doc))
    expect(storage.get(secretKey)).toBeUndefined()
    storage.set(secretKey, 'a@d.e')
    expect(doc.cookie).toBe('')
    expect(doc.writes.filter((w) => !w.includes('max-age=0'))).toEqual([
      'gw%3Asecret=%22old%40d.e%22; path=/',
    ])
    // The same key unmarked is a cookie like any other.
    storage.set(noteKey, 'a@d.e')
    expect(doc.cookie).toBe('gw%3Anote=%22a%40d.e%22')
  })

  it('a host backend sharedWithServer never receives a sensitive key either', () => {
    const shared = { ...memoryBackend(), sharedWithServer: true }
    const storage = createStorage(shared)
    storage.set(secretKey, 'a@d.e')
    expect(shared.getItem('gw:secret')).toBeNull()
    expect(storage.get(secretKey)).toBeUndefined()
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
