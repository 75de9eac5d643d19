import { type FeatureStorage, memoryBackend } from '@gangway/core'
import { createStorage } from '@gangway/core/internal'
import { type GenericSchema, safeParse } from 'valibot'
import { describe, expect, it } from 'vitest'
import { account, messageData, rpcUrl, signedSession } from '../../test/chain.js'
import { eip155Verifier } from '../verifiers/eip155Verifier.js'
import { localSiwxStorage } from './localSiwxStorage.js'
import { memorySiwxStorage } from './memorySiwxStorage.js'

const ME = account(3)
const OTHER = account(4)
const verifiers = () => [eip155Verifier({ rpcUrl })]
/** The page the tests' sessions are signed for (`messageData`'s domain and URI). */
const page = () => ({ domain: 'localhost:3000', uri: 'http://localhost:3000' })
const rules = { verifiers, page }

/** A feature storage over a fresh memory backend, with the raw backend to tamper with. */
function featureStorage() {
  const backend = memoryBackend()
  const storage = createStorage(backend)
  const key = 'gw:f:siwx:sessions'
  const fs: FeatureStorage = {
    get: <T>(name: string, schema: GenericSchema<unknown, T>) =>
      storage.get({
        name: `gw:f:siwx:${name}`,
        read: (json) => {
          const result = safeParse(schema, json)
          return result.success ? result.output : undefined
        },
      }),
    set: (name, value) => storage.set({ name: `gw:f:siwx:${name}` } as never, value),
    remove: (name) => storage.remove({ name: `gw:f:siwx:${name}` } as never),
  }
  return { fs, raw: () => backend.getItem(key), write: (v: string) => backend.setItem(key, v) }
}

describe('localSiwxStorage', () => {
  it('returns only exactly this network and this account, inside the time window', async () => {
    const { fs, raw } = featureStorage()
    const store = localSiwxStorage(fs, rules)
    const mine = await signedSession(ME.privateKey, messageData(ME.address, 'eip155:1'))
    const onBase = await signedSession(ME.privateKey, messageData(ME.address, 'eip155:8453'))
    const theirs = await signedSession(OTHER.privateKey, messageData(OTHER.address, 'eip155:1'))
    for (const s of [mine, onBase, theirs]) await store.add(s)
    expect(await store.get('eip155:1', ME.address)).toEqual([mine])
    expect(await store.get('eip155:1', ME.address.toLowerCase())).toEqual([mine])
    expect(await store.get('eip155:8453', ME.address)).toEqual([onBase])
    expect(await store.get('eip155:10', ME.address)).toEqual([])
    expect(JSON.parse(raw()!)).toHaveLength(3)
  })

  it('drops expired and not-yet-valid sessions on read, and removes them from storage', async () => {
    const { fs, raw } = featureStorage()
    let now = Date.now()
    const store = localSiwxStorage(fs, { ...rules, now: () => now })
    const data = messageData(ME.address)
    const session = await signedSession(ME.privateKey, {
      ...data,
      expirationTime: new Date(now + 1000).toISOString(),
      notBefore: new Date(now - 1000).toISOString(),
    })
    await store.add(session)
    expect(await store.get('eip155:1', ME.address)).toHaveLength(1)
    now += 1000
    expect(await store.get('eip155:1', ME.address)).toEqual([])
    expect(raw()).toBeNull()
  })

  it('re-verifies on read: a tampered signature or message is dropped and deleted', async () => {
    const { fs, raw, write } = featureStorage()
    const store = localSiwxStorage(fs, rules)
    const good = await signedSession(ME.privateKey, messageData(ME.address))
    const forged = await signedSession(OTHER.privateKey, messageData(ME.address))
    const edited = await signedSession(ME.privateKey, messageData(ME.address))
    write(
      JSON.stringify([
        good,
        forged,
        // The data changed after signing (a later expiry): the message no longer matches it.
        { ...edited, data: { ...edited.data, expirationTime: '2099-01-01T00:00:00.000Z' } },
      ]),
    )
    expect(await store.get('eip155:1', ME.address)).toEqual([good])
    expect(JSON.parse(raw()!)).toEqual([good])
  })

  it('a corrupt value reads as empty and is removed; writes replace the whole list', async () => {
    const { fs, raw, write } = featureStorage()
    const store = localSiwxStorage(fs, rules)
    write('{"not":"a list"')
    expect(await store.get('eip155:1', ME.address)).toEqual([])
    write(JSON.stringify([{ data: { chainId: 'eip155:1' }, message: 1 }]))
    expect(await store.get('eip155:1', ME.address)).toEqual([])
    expect(raw()).toBeNull()
    const session = await signedSession(ME.privateKey, messageData(ME.address))
    await Promise.all([store.add(session), store.add(session)])
    expect(JSON.parse(raw()!)).toEqual([session])
  })

  it('delete removes exactly that network AND that account', async () => {
    const { fs, raw } = featureStorage()
    const store = localSiwxStorage(fs, rules)
    const keep1 = await signedSession(ME.privateKey, messageData(ME.address, 'eip155:8453'))
    const keep2 = await signedSession(OTHER.privateKey, messageData(OTHER.address, 'eip155:1'))
    const gone = await signedSession(ME.privateKey, messageData(ME.address, 'eip155:1'))
    await store.set([keep1, keep2, gone])
    await store.delete('eip155:1', ME.address.toLowerCase())
    expect(JSON.parse(raw()!)).toEqual([keep1, keep2])
  })

  it('an unreachable chain keeps the session (not shown, not deleted)', async () => {
    const { fs, raw } = featureStorage()
    const down = () => [{ namespace: 'eip155', verify: () => Promise.reject(new Error('down')) }]
    const store = localSiwxStorage(fs, { verifiers: down, page })
    const session = await signedSession(ME.privateKey, messageData(ME.address))
    await store.add(session)
    expect(await store.get('eip155:1', ME.address)).toEqual([])
    expect(JSON.parse(raw()!)).toEqual([session])
  })
})

describe('memorySiwxStorage', () => {
  it('keeps sessions for the page only, with the same rules', async () => {
    const store = memorySiwxStorage(rules)
    const session = await signedSession(ME.privateKey, messageData(ME.address))
    await store.add(session)
    expect(await store.get('eip155:1', ME.address)).toEqual([session])
    expect(await store.get('eip155:1', OTHER.address)).toEqual([])
    await store.delete('eip155:1', ME.address)
    expect(await store.get('eip155:1', ME.address)).toEqual([])
    expect(await memorySiwxStorage(rules).get('eip155:1', ME.address)).toEqual([])
  })
})
