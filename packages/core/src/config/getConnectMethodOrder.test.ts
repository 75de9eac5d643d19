import { describe, expect, it } from 'vitest'
import { getConnectMethodOrder } from './getConnectMethodOrder.js'

// Spec §2: "Connect-method order is email, social, wallet; if an installed browser wallet is
// found it is wallet, email, social".
describe('getConnectMethodOrder', () => {
  it('email, social, wallet without an installed wallet', () => {
    expect(
      getConnectMethodOrder({ email: true, socials: ['google'], hasInstalledWallet: false }),
    ).toEqual(['email', 'social', 'wallet'])
  })

  it('wallet, email, social with an installed wallet', () => {
    expect(
      getConnectMethodOrder({ email: true, socials: ['google'], hasInstalledWallet: true }),
    ).toEqual(['wallet', 'email', 'social'])
  })

  it('leaves out email when off and social when no provider is enabled', () => {
    expect(
      getConnectMethodOrder({ email: false, socials: ['x'], hasInstalledWallet: false }),
    ).toEqual(['social', 'wallet'])
    expect(getConnectMethodOrder({ email: true, socials: [], hasInstalledWallet: true })).toEqual([
      'wallet',
      'email',
    ])
    expect(
      getConnectMethodOrder({ email: false, socials: false, hasInstalledWallet: false }),
    ).toEqual(['wallet'])
  })
})
