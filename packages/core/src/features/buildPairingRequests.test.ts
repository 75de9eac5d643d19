import { describe, expect, it, vi } from 'vitest'
import { fakeFeature, makeEngine } from '../engine/_test/fixtures.js'
import { start } from '../engine/start.js'
import type { PairingRequest } from '../types.js'
import { buildPairingRequests } from './buildPairingRequests.js'

const request = (nonce: string): PairingRequest => ({
  requests: { authentication: [{ nonce }] },
  settle: vi.fn(),
})

describe('buildPairingRequests', () => {
  it('loads the features that declare pairing requests first, then builds in registration order', async () => {
    const auth = fakeFeature('auth', {
      register(ctx) {
        ctx.pairingRequests.add(() => request('first'))
        ctx.pairingRequests.add(async () => request('second'))
        ctx.pairingRequests.add(() => undefined)
      },
    })
    auth.provides = { pairingRequests: true }
    const engine = makeEngine({ features: { auth } })
    const built = await buildPairingRequests(engine)
    expect(auth.load).toHaveBeenCalledOnce()
    expect(built.map((b) => b.requests.authentication)).toEqual([
      [{ nonce: 'first' }],
      [{ nonce: 'second' }],
    ])
  })

  it('a feature that does not declare them is not loaded; a throwing builder or a failed load is left out', async () => {
    const quiet = fakeFeature('quiet', { register: vi.fn() })
    const broken = fakeFeature('broken', { register: vi.fn() })
    broken.provides = { pairingRequests: true }
    broken.load.mockRejectedValue(new Error('offline'))
    const noisy = fakeFeature('noisy', {
      register(ctx) {
        ctx.pairingRequests.add(() => {
          throw new Error('no nonce')
        })
        ctx.pairingRequests.add(() => request('kept'))
      },
    })
    noisy.provides = { pairingRequests: true }
    const engine = makeEngine({ features: { quiet, broken, noisy }, logLevel: 'silent' })
    const built = await buildPairingRequests(engine)
    expect(quiet.load).not.toHaveBeenCalled()
    expect(built.map((b) => b.requests.authentication)).toEqual([[{ nonce: 'kept' }]])
  })

  it('stop removes what a feature added, and a cleanup removes exactly its builder', async () => {
    let remove: (() => void) | undefined
    const auth = fakeFeature('auth', {
      register(ctx) {
        remove = ctx.pairingRequests.add(() => request('a'))
        ctx.pairingRequests.add(() => request('b'))
      },
    })
    auth.provides = { pairingRequests: true }
    const engine = makeEngine({ features: { auth } })
    const stop = start(engine)
    await buildPairingRequests(engine)
    remove?.()
    expect((await buildPairingRequests(engine)).map((b) => b.requests.authentication)).toEqual([
      [{ nonce: 'b' }],
    ])
    stop()
    expect(engine._internal.pairingRequests).toEqual([])
  })
})
