import { describe, expect, it } from 'vitest'
import { fakeAdapter, makeEngine, signInFeature } from '../engine/_test/fixtures.js'
import { loadFeature } from '../features/loadFeature.js'
import { open } from '../modal/open.js'
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

  it('going back from the root view is refused while a close guard says so (spec §4)', async () => {
    const { feature } = signInFeature({ required: true })
    const engine = makeEngine({ adapters: [fakeAdapter().adapter], features: { siwx: feature } })
    await loadFeature(engine, 'siwx')
    open(engine, { view: 'SIWXSignMessage' })
    expect(goBack(engine)).toBe(false)
    expect(engine.$modal.get().open).toBe(true)
  })
})
