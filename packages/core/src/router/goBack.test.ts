import { describe, expect, it } from 'vitest'
import { fakeAdapter, makeEngine } from '../engine/_test/fixtures.js'
import { open } from '../modal/open.js'
import { base, mainnet } from '../networks/index.js'
import { goBack } from './goBack.js'
import { push } from './push.js'

function openEngine() {
  const engine = makeEngine({ adapters: [fakeAdapter().adapter] })
  open(engine)
  return engine
}

describe('goBack', () => {
  it('shows the previous view with its data', () => {
    const engine = openEngine()
    push(engine, 'AllWallets', { walletId: 'w' })
    push(engine, 'ConnectingWalletConnect')
    expect(goBack(engine)).toBe(true)
    expect(engine.$router.get()).toEqual({
      view: 'AllWallets',
      history: ['Connect', 'AllWallets'],
      data: { walletId: 'w' },
    })
    expect(engine.$modal.get().open).toBe(true)
  })

  it('goes back with one entry left → closes the modal (spec §2)', () => {
    const engine = openEngine()
    expect(goBack(engine)).toBe(true)
    expect(engine.$modal.get().open).toBe(false)
  })

  it('goes back while history contains UnsupportedChain → closes the modal (spec §2)', () => {
    const engine = makeEngine({ adapters: [fakeAdapter().adapter] })
    open(engine, { view: 'UnsupportedChain' })
    push(engine, 'Networks')
    expect(engine.$router.get().history).toEqual(['UnsupportedChain', 'Networks'])
    goBack(engine)
    expect(engine.$modal.get().open).toBe(false)
  })

  it('going back from SIWXSignMessage while sign-in is required is refused (spec §4)', () => {
    const engine = makeEngine({
      adapters: [fakeAdapter().adapter],
      siwx: { required: true },
      networks: [mainnet, base],
    })
    open(engine, { view: 'SIWXSignMessage' })
    expect(goBack(engine)).toBe(false)
    expect(engine.$modal.get().open).toBe(true)
  })
})
