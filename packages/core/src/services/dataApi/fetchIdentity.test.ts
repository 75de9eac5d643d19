import { afterEach, describe, expect, it, vi } from 'vitest'
import { handleAdapterEvent } from '../../connection/handleAdapterEvent.js'
import { IDENTITY_CACHE_MS } from '../../constants/constants.js'
import { deferred } from '../../engine/_test/fixtures.js'
import { InvalidAddressError } from '../../errors/catalogue.js'
import { connectedEngine, fakeDataApi } from './_test/fakeDataApi.js'
import { fetchAccountProfile } from './fetchAccountProfile.js'
import { fetchIdentity } from './fetchIdentity.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const OTHER = '0x2222222222222222222222222222222222222222'
const IDENTITY = `GET /v1/identity/${ADDRESS}`
const AVATAR = 'data:image/svg+xml;base64,PHN2Zy8+'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('fetchIdentity', () => {
  it('asks /v1/identity/{address} with sender, and caches the answer for 5 min (spec §9)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const api = fakeDataApi({ [IDENTITY]: { body: { name: 'alice.eth', avatar: AVATAR } } })
    const { engine } = await connectedEngine()
    const asked = { address: ADDRESS, sender: OTHER }
    await expect(fetchIdentity(engine, asked)).resolves.toEqual({
      name: 'alice.eth',
      avatar: AVATAR,
    })
    expect(api.calls(IDENTITY)[0]?.query).toMatchObject({
      sender: OTHER,
      projectId: 'test-project',
    })
    vi.setSystemTime(Date.now() + IDENTITY_CACHE_MS - 1)
    await fetchIdentity(engine, { address: ADDRESS.toUpperCase().replace('0X', '0x') })
    expect(api.calls(IDENTITY)).toHaveLength(1)
    vi.setSystemTime(Date.now() + 1)
    await fetchIdentity(engine, asked)
    expect(api.calls(IDENTITY)).toHaveLength(2)
  })

  it('keeps only safe avatars and answers null for unknown names', async () => {
    fakeDataApi({ [IDENTITY]: { body: { name: null, avatar: 'javascript:alert(1)' } } })
    const { engine } = await connectedEngine()
    await expect(fetchIdentity(engine, { address: ADDRESS })).resolves.toEqual({
      name: null,
      avatar: null,
    })
  })

  it('does not cache a failure', async () => {
    const api = fakeDataApi({ [IDENTITY]: { status: 500, body: {} } })
    const { engine } = await connectedEngine()
    await expect(fetchIdentity(engine, { address: ADDRESS })).rejects.toMatchObject({ status: 500 })
    api.set(IDENTITY, { body: { name: 'alice.eth', avatar: null } })
    await expect(fetchIdentity(engine, { address: ADDRESS })).resolves.toMatchObject({
      name: 'alice.eth',
    })
  })

  it('answers no identity without asking on a network the API does not support', async () => {
    const api = fakeDataApi({ [IDENTITY]: { body: { name: 'alice.eth', avatar: null } } })
    const { engine } = await connectedEngine()
    await expect(
      fetchIdentity(engine, { address: ADDRESS, chainId: 'eip155:10' }),
    ).resolves.toEqual({ name: null, avatar: null })
    expect(api.calls(IDENTITY)).toHaveLength(0)
  })
})

describe('fetchAccountProfile', () => {
  it('sets profileName and profileImage of the connected account', async () => {
    fakeDataApi({ [IDENTITY]: { body: { name: 'alice.eth', avatar: AVATAR } } })
    const { engine } = await connectedEngine()
    await fetchAccountProfile(engine)
    expect(engine.$account.get()).toMatchObject({ profileName: 'alice.eth', profileImage: AVATAR })
  })

  it("clears the previous account's name at once when the account changes", async () => {
    const api = fakeDataApi({ [IDENTITY]: { body: { name: 'alice.eth', avatar: AVATAR } } })
    const { engine } = await connectedEngine()
    await fetchAccountProfile(engine)
    const other = deferred<Response>()
    api.set(`GET /v1/identity/${OTHER}`, () => other.promise)
    handleAdapterEvent(engine, 'eip155', {
      type: 'accountsChanged',
      connectorId: 'io.metamask',
      accounts: [{ address: OTHER, type: 'eoa' }],
    })
    const done = fetchAccountProfile(engine)
    expect(engine.$account.get()).toMatchObject({ profileName: null, profileImage: null })
    other.resolve(new Response(JSON.stringify({ name: 'bob.eth', avatar: null })))
    await done
    expect(engine.$account.get()).toMatchObject({ profileName: 'bob.eth', profileImage: null })
  })

  it("on chain 1, falls back to the adapter's ENS name when the identity service has none (spec §9)", async () => {
    fakeDataApi({ [IDENTITY]: { body: { name: null, avatar: null } } })
    const { engine, fake } = await connectedEngine()
    const getProfile = vi.fn(async () => ({ name: 'vitalik.eth', avatar: 'javascript:alert(1)' }))
    Object.assign(fake.instance, { getProfile })
    await fetchAccountProfile(engine)
    expect(getProfile).toHaveBeenCalledWith({
      address: ADDRESS,
      network: expect.objectContaining({ id: 1 }),
    })
    // The ENS avatar record is untrusted: an unsafe URL is dropped.
    expect(engine.$account.get()).toMatchObject({ profileName: 'vitalik.eth', profileImage: null })
  })

  it("the identity service's name wins: ENS is not asked then", async () => {
    fakeDataApi({ [IDENTITY]: { body: { name: 'alice.eth', avatar: AVATAR } } })
    const { engine, fake } = await connectedEngine()
    const getProfile = vi.fn(async () => ({ name: 'other.eth', avatar: null }))
    Object.assign(fake.instance, { getProfile })
    await fetchAccountProfile(engine)
    expect(getProfile).not.toHaveBeenCalled()
    expect(engine.$account.get()?.profileName).toBe('alice.eth')
  })

  it('a failed identity lookup still shows the ENS name', async () => {
    fakeDataApi({ [IDENTITY]: { status: 503, body: {} } })
    const { engine, fake } = await connectedEngine()
    const getProfile = vi.fn(async () => ({ name: 'ens.eth', avatar: AVATAR }))
    Object.assign(fake.instance, { getProfile })
    await expect(fetchAccountProfile(engine)).resolves.toEqual({ name: 'ens.eth', avatar: AVATAR })
    expect(engine.$account.get()).toMatchObject({ profileName: 'ens.eth', profileImage: AVATAR })
  })

  it('logs a failure and keeps showing the address (never throws)', async () => {
    fakeDataApi({ [IDENTITY]: { body: { avatar: 0, name: 42 } } })
    const { engine } = await connectedEngine()
    const warn = vi.spyOn(engine.logger, 'warn')
    await expect(fetchAccountProfile(engine)).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledWith('Identity lookup failed', expect.any(String))
    expect(engine.$account.get()?.profileName).toBeNull()
  })
})

// Found in the security review: a history counterparty went into /v1/identity/{address} unchecked ('..' climbs out).
describe('fetchIdentity: the address is checked', () => {
  it.each(['..', '.', '../supported-chains', 'alice.eth', `${ADDRESS}/..`, '0x12', ''])(
    'refuses %j with InvalidAddressError and asks nothing',
    async (address) => {
      const api = fakeDataApi({})
      const { engine } = await connectedEngine()
      const before = api.requests.length
      await expect(fetchIdentity(engine, { address })).rejects.toBeInstanceOf(InvalidAddressError)
      expect(api.requests.slice(before)).toEqual([])
    },
  )
})
