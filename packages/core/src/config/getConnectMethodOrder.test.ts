import { describe, expect, it } from 'vitest'
import { getConnectMethodOrder } from './getConnectMethodOrder.js'

// Spec §2: "Connect-method order is email, social, wallet; if an installed browser wallet is
// found it is wallet, email, social".
describe('getConnectMethodOrder', () => {
  it('email, social, wallet without an installed wallet', () => {
    expect(
      getConnectMethodOrder({ slots: ['email', 'social'], hasInstalledWallet: false }),
    ).toEqual(['email', 'social', 'wallet'])
  })

  it('wallet, email, social with an installed wallet', () => {
    expect(getConnectMethodOrder({ slots: ['email', 'social'], hasInstalledWallet: true })).toEqual(
      ['wallet', 'email', 'social'],
    )
  })

  it('is the wallet list alone when no feature declares a slot', () => {
    expect(getConnectMethodOrder({ slots: [], hasInstalledWallet: false })).toEqual(['wallet'])
  })
})
