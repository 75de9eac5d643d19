import { describe, expect, it } from 'vitest'
import { fakeAdapter, makeEngine } from '../engine/_test/fixtures.js'
import { UserRejectedRequestError } from '../errors/catalogue.js'
import { subscribeEvents } from '../events/subscribeEvents.js'
import { open } from '../modal/open.js'
import { push } from '../router/push.js'
import { askToSign } from './_test/askToSign.js'
import { rejectRequest } from './rejectRequest.js'

describe('rejectRequest', () => {
  it('rejects with UserRejectedRequestError, emits an error event and pops the view (spec §4)', async () => {
    const engine = makeEngine({ adapters: [fakeAdapter().adapter] })
    open(engine)
    push(engine, 'Account')
    const events: unknown[] = []
    subscribeEvents(engine, (e) => events.push([e.data.event, e.data.properties]))
    const done = askToSign(engine, 'r')
    expect(rejectRequest(engine, 'r')).toBe(true)
    await expect(done).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(engine.$router.get().view).toBe('Account')
    expect(engine.$modal.get().open).toBe(true)
    expect(events).toEqual([
      ['WALLET_REQUEST_ERROR', { method: 'personal_sign', message: 'User rejected the request.' }],
    ])
    expect(rejectRequest(engine, 'r')).toBe(false)
  })
})
