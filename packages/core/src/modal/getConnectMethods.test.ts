import { describe, expect, it } from 'vitest'
import { fakeAdapter, makeEngine, WALLETCONNECT } from '../engine/_test/fixtures.js'
import { start } from '../engine/start.js'
import { getConnectMethods } from './getConnectMethods.js'

describe('getConnectMethods', () => {
  it('is email, social, wallet without an installed wallet (spec §2)', () => {
    const engine = makeEngine({ adapters: [fakeAdapter('eip155', [WALLETCONNECT]).adapter] })
    start(engine)
    expect(getConnectMethods(engine)).toEqual(['email', 'social', 'wallet'])
  })

  it('is wallet, email, social when an installed browser wallet is found (spec §2)', () => {
    const engine = makeEngine({ adapters: [fakeAdapter().adapter] })
    start(engine)
    expect(getConnectMethods(engine)).toEqual(['wallet', 'email', 'social'])
  })

  it('leaves out email and social when they are off', () => {
    const engine = makeEngine({ email: false, socials: false })
    expect(getConnectMethods(engine)).toEqual(['wallet'])
  })
})
