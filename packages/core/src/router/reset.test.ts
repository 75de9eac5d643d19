import { describe, expect, it } from 'vitest'
import { makeEngine } from '../engine/_test/fixtures.js'
import { push } from './push.js'
import { reset } from './reset.js'

describe('reset', () => {
  it('makes the view the only history entry', () => {
    const engine = makeEngine()
    push(engine, 'AllWallets')
    reset(engine, 'Account', { tab: 1 })
    expect(engine.$router.get()).toEqual({
      view: 'Account',
      history: ['Account'],
      data: { tab: 1 },
    })
  })
})
