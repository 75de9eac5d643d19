import { describe, expect, it } from 'vitest'
import { makeEngine } from '../engine/_test/fixtures.js'
import { goBack } from './goBack.js'
import { push } from './push.js'
import { replace } from './replace.js'

describe('replace', () => {
  it('swaps the current view and keeps the rest of the history', () => {
    const engine = makeEngine()
    push(engine, 'AllWallets', { walletId: 'a' })
    push(engine, 'ConnectingWalletConnect')
    replace(engine, 'ConnectingExternal', { connectorId: 'x' })
    expect(engine.$router.get()).toEqual({
      view: 'ConnectingExternal',
      history: ['Connect', 'AllWallets', 'ConnectingExternal'],
      data: { connectorId: 'x' },
    })
    goBack(engine)
    expect(engine.$router.get().data).toEqual({ walletId: 'a' })
  })
})
