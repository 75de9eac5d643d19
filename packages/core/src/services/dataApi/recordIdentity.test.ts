import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectedEngine, fakeDataApi } from './_test/fakeDataApi.js'
import { fetchAccountProfile } from './fetchAccountProfile.js'
import { fetchIdentity } from './fetchIdentity.js'
import { recordIdentity } from './recordIdentity.js'

afterEach(() => vi.unstubAllGlobals())

describe('recordIdentity', () => {
  it('names the connected account at once and replaces the cached identity (no 5 min wait)', async () => {
    const { engine } = await connectedEngine()
    const address = engine.$account.get()!.address!
    const identity = `GET /v1/identity/${address}`
    const api = fakeDataApi({ [identity]: { body: { name: null, avatar: null } } })
    await fetchAccountProfile(engine)
    expect(engine.$account.get()?.profileName).toBeNull()
    expect(api.calls(identity)).toHaveLength(1)

    recordIdentity(engine, {
      address: address.toLowerCase(),
      namespace: 'eip155',
      identity: { name: 'newname.reown.id', avatar: 'javascript:alert(1)' },
    })
    expect(engine.$account.get()).toMatchObject({
      profileName: 'newname.reown.id',
      profileImage: null,
    })
    // A later profile refresh reads the recorded identity, not the stale empty one.
    await fetchAccountProfile(engine)
    expect(engine.$account.get()?.profileName).toBe('newname.reown.id')
    await expect(fetchIdentity(engine, { address })).resolves.toEqual({
      name: 'newname.reown.id',
      avatar: null,
    })
    expect(api.calls(identity)).toHaveLength(1)
  })

  it('leaves the account alone when the address is someone else', async () => {
    const { engine } = await connectedEngine()
    recordIdentity(engine, {
      address: '0x3333333333333333333333333333333333333333',
      namespace: 'eip155',
      identity: { name: 'other.reown.id', avatar: null },
    })
    expect(engine.$account.get()?.profileName).toBeUndefined()
  })
})
