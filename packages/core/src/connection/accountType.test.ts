import { describe, expect, it } from 'vitest'
import { fakeAdapter, METAMASK, makeEngine, WALLETCONNECT } from '../engine/_test/fixtures.js'
import { start } from '../engine/start.js'
import type { Connector } from '../types.js'
import { isSmartAccount, setAccountType } from './accountType.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'

const AUTH: Connector = { id: 'AUTH', name: 'Email Wallet', type: 'AUTH', chain: 'eip155' }

function setup() {
  const fake = fakeAdapter('eip155', [METAMASK, WALLETCONNECT, AUTH])
  const engine = makeEngine({ adapters: [fake.adapter] })
  start(engine)
  return engine
}

describe('setAccountType and isSmartAccount (spec §5 "smart accounts exempt")', () => {
  it("the embedded wallet's account is a smart account while the smartAccount type is in use", async () => {
    const engine = setup()
    await connect(engine, { connectorId: 'AUTH' })
    setAccountType(engine, 'eip155', 'smartAccount')
    expect(engine.$accounts.get().eip155?.preferredAccountTypes).toEqual({ eip155: 'smartAccount' })
    expect(isSmartAccount(engine, 'eip155')).toBe(true)
    // Switched to its EOA: no longer exempt.
    setAccountType(engine, 'eip155', 'eoa')
    expect(isSmartAccount(engine, 'eip155')).toBe(false)
  })

  it('a browser wallet is an EOA, whatever the preferred type says', async () => {
    const engine = setup()
    await connect(engine, { connectorId: 'io.metamask' })
    setAccountType(engine, 'eip155', 'smartAccount')
    expect(isSmartAccount(engine, 'eip155')).toBe(false)
  })

  it('nothing is connected: not a smart account; a disconnect forgets the type in use', async () => {
    const engine = setup()
    expect(isSmartAccount(engine, 'eip155')).toBe(false)
    await connect(engine, { connectorId: 'AUTH' })
    setAccountType(engine, 'eip155', 'eoa')
    await disconnect(engine)
    expect(isSmartAccount(engine, 'eip155')).toBe(false)
    expect(engine.$accounts.get().eip155?.preferredAccountTypes).toEqual({})
  })

  it('the same type again changes nothing; a namespace the config leaves out is ignored', async () => {
    const engine = setup()
    await connect(engine, { connectorId: 'AUTH' })
    setAccountType(engine, 'eip155', 'smartAccount')
    const before = engine.$accounts.get()
    setAccountType(engine, 'eip155', 'smartAccount')
    setAccountType(engine, 'bip122', 'payment')
    expect(engine.$accounts.get()).toBe(before)
  })
})
