// @vitest-environment node
import { memoryBackend } from '@gangway/core'
import { type StartSiwxServerReturnType, startSiwxServer } from '@gangway/devstack'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { account, devstack, messageData, signedSession } from '../../test/chain.js'
import { siwxModal } from '../../test/fixtures.js'
import { signIn } from '../flow/signIn.js'
import { siwxFeature } from '../siwxFeature.js'
import { siwxState } from '../state.js'
import { httpSiwxStorage } from './httpSiwxStorage.js'

const ME = account(2)
let server: StartSiwxServerReturnType
beforeAll(async () => {
  server = await startSiwxServer({ chains: devstack().chains, origins: ['http://localhost:3000'] })
})
afterAll(() => server.stop())

/** A fetch that keeps the server's cookie, like a browser does for the page. */
function cookieFetch(): typeof fetch {
  let cookie = ''
  return async (input, init = {}) => {
    const response = await fetch(input, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), cookie },
    })
    const set = response.headers.get('set-cookie')
    if (set) cookie = set.split(';')[0]!
    return response
  }
}

describe('httpSiwxStorage against the devstack server', () => {
  it('the server issues the nonce, verifies the signature and keeps the session per cookie', async () => {
    const storage = httpSiwxStorage({ url: server.url, fetch: cookieFetch() })
    const base = messageData(ME.address)
    const nonce = await storage.getNonce!(base)
    expect(server.openNonces()).toContain(nonce)
    const session = await signedSession(ME.privateKey, { ...base, nonce })
    await storage.add(session)
    expect(server.openNonces()).not.toContain(nonce)
    expect(await storage.get('eip155:1', ME.address)).toEqual([session])
    expect(await storage.get('eip155:8453', ME.address)).toEqual([])
    // Another visitor (no cookie) sees nothing.
    const stranger = httpSiwxStorage({ url: server.url, fetch: cookieFetch() })
    expect(await stranger.get('eip155:1', ME.address)).toEqual([])
    await storage.delete('eip155:1', ME.address)
    expect(await storage.get('eip155:1', ME.address)).toEqual([])
  })

  it("refuses a forged signature, a reused or unknown nonce: 'The signature is not valid'", async () => {
    const storage = httpSiwxStorage({ url: server.url, fetch: cookieFetch() })
    const before = server.sessions().length
    const base = messageData(ME.address)
    const nonce = await storage.getNonce!(base)
    const forged = await signedSession(account(3).privateKey, { ...base, nonce })
    await expect(storage.add(forged)).rejects.toThrow('The signature is not valid')
    const unknown = await signedSession(ME.privateKey, base)
    await expect(storage.add(unknown)).rejects.toThrow(/Unknown or used nonce/)
    expect(server.sessions()).toHaveLength(before)
  })

  it('the whole flow with the server storage: signed in, stored on the server only', async () => {
    const backend = memoryBackend()
    const { engine } = await siwxModal({
      privateKey: ME.privateKey,
      backend,
      features: {
        siwx: siwxFeature({ storage: httpSiwxStorage({ url: server.url, fetch: cookieFetch() }) }),
      },
    })
    expect(engine.$router.get().view).toBe('SIWXSignMessage')
    const session = await signIn(engine, siwxState.get(engine))
    expect(session).toBeDefined()
    expect(server.sessions()).toContainEqual(session)
    expect(backend.getItem('gw:f:siwx:sessions')).toBeNull()
  })

  it('an unreachable server is a typed storage error', async () => {
    const storage = httpSiwxStorage({ url: 'http://127.0.0.1:9' })
    await expect(storage.get('eip155:1', ME.address)).rejects.toThrow('The sign-in storage failed')
  })
})
