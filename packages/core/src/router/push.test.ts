import { describe, expect, it } from 'vitest'
import { makeEngine } from '../engine/_test/fixtures.js'
import { push } from './push.js'

describe('push', () => {
  it('adds a view on top of the history with its data', () => {
    const engine = makeEngine()
    push(engine, 'AllWallets')
    push(engine, 'ConnectingExternal', { connectorId: 'io.metamask' })
    expect(engine.$router.get()).toEqual({
      view: 'ConnectingExternal',
      history: ['Connect', 'AllWallets', 'ConnectingExternal'],
      data: { connectorId: 'io.metamask' },
    })
  })

  it('does nothing when the view is already current', () => {
    const engine = makeEngine()
    push(engine, 'Connect')
    expect(engine.$router.get().history).toEqual(['Connect'])
  })
})
