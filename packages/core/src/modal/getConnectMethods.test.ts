import { describe, expect, it } from 'vitest'
import { fakeAdapter, makeEngine, WALLETCONNECT } from '../engine/_test/fixtures.js'
import { start } from '../engine/start.js'
import type { Feature } from '../types.js'
import { getConnectMethods } from './getConnectMethods.js'

const loginSlots: Feature = {
  id: 'auth',
  provides: {
    connectSlots: [
      { id: 'email', label: 'Email', order: 1 },
      { id: 'social', label: 'Socials', order: 2 },
    ],
  },
  load: async () => ({ register() {} }),
}

describe('getConnectMethods', () => {
  it('is email, social, wallet without an installed wallet (spec §2)', () => {
    const engine = makeEngine({
      adapters: [fakeAdapter('eip155', [WALLETCONNECT]).adapter],
      features: { auth: loginSlots },
    })
    start(engine)
    expect(getConnectMethods(engine)).toEqual(['email', 'social', 'wallet'])
  })

  it('is wallet, email, social when an installed browser wallet is found (spec §2)', () => {
    const engine = makeEngine({ adapters: [fakeAdapter().adapter], features: { auth: loginSlots } })
    start(engine)
    expect(getConnectMethods(engine)).toEqual(['wallet', 'email', 'social'])
  })

  it('is the wallet list alone when no feature declares a Connect slot', () => {
    expect(getConnectMethods(makeEngine())).toEqual(['wallet'])
  })
})
