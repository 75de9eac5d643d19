import { afterEach, describe, expect, it, vi } from 'vitest'
import { approveRequest } from '../approvals/approveRequest.js'
import { requestApproval } from '../approvals/requestApproval.js'
import { SHAKE_MS } from '../constants/constants.js'
import { fakeAdapter, makeEngine, signInFeature } from '../engine/_test/fixtures.js'
import { start } from '../engine/start.js'
import { UserRejectedRequestError } from '../errors/catalogue.js'
import { subscribeEvents } from '../events/subscribeEvents.js'
import { loadFeature } from '../features/loadFeature.js'
import { push } from '../router/push.js'
import { close } from './close.js'
import { open } from './open.js'
import { setLoading } from './setLoading.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('close', () => {
  it('closing resets loading (spec §2)', () => {
    const engine = makeEngine({ adapters: [fakeAdapter().adapter] })
    open(engine)
    setLoading(engine, true)
    setLoading(engine, true, 'solana')
    expect(close(engine)).toBe(true)
    expect(engine.$modal.get()).toEqual({
      open: false,
      loading: false,
      loadingNamespaces: {},
      shake: false,
    })
  })

  it('emits MODAL_CLOSE when the modal was open', () => {
    const engine = makeEngine({ adapters: [fakeAdapter().adapter] })
    const fn = vi.fn()
    subscribeEvents(engine, fn)
    close(engine)
    expect(fn).not.toHaveBeenCalled()
    open(engine)
    close(engine)
    expect(fn.mock.calls.at(-1)?.[0].data).toEqual({
      event: 'MODAL_CLOSE',
      properties: { connected: false },
    })
  })

  it.each(['SIWXSignMessage', 'ApproveTransaction'])(
    "closing is refused in %s while a feature's close guard says so; it shakes (spec §4)",
    async (view) => {
      vi.useFakeTimers()
      const { feature } = signInFeature({ required: true })
      const engine = makeEngine({ adapters: [fakeAdapter().adapter], features: { siwx: feature } })
      await loadFeature(engine, 'siwx')
      open(engine, { view })
      expect(engine.$closable.get()).toBe(false)
      expect(close(engine)).toBe(false)
      expect(engine.$modal.get().open).toBe(true)
      expect(engine.$modal.get().shake).toBe(true)
      vi.advanceTimersByTime(SHAKE_MS)
      expect(engine.$modal.get().shake).toBe(false)
    },
  )

  it('closes once the guard allows it (a session exists, another view, or optional sign-in)', async () => {
    const { feature, $session } = signInFeature({ required: true })
    const required = makeEngine({ adapters: [fakeAdapter().adapter], features: { siwx: feature } })
    await loadFeature(required, 'siwx')
    open(required, { view: 'SIWXSignMessage' })
    $session.set(true)
    expect(required.$closable.get()).toBe(true)
    expect(close(required)).toBe(true)

    const optional = signInFeature({ required: false })
    const engine = makeEngine({
      adapters: [fakeAdapter().adapter],
      features: { siwx: optional.feature },
    })
    await loadFeature(engine, 'siwx')
    open(engine, { view: 'SIWXSignMessage' })
    expect(close(engine)).toBe(true)

    const other = signInFeature({ required: true })
    const third = makeEngine({
      adapters: [fakeAdapter().adapter],
      features: { siwx: other.feature },
    })
    await loadFeature(third, 'siwx')
    open(third, { view: 'Account' })
    expect(close(third)).toBe(true)
  })

  it('a guard removed with its feature (stop) no longer blocks closing', async () => {
    const { feature } = signInFeature({ required: true })
    const engine = makeEngine({ adapters: [fakeAdapter().adapter], features: { siwx: feature } })
    const stop = start(engine)
    await loadFeature(engine, 'siwx')
    open(engine, { view: 'SIWXSignMessage' })
    expect(engine.$closable.get()).toBe(false)
    stop()
    expect(engine.$closable.get()).toBe(true)
    expect(close(engine)).toBe(true)
  })

  it('closing with no pending transaction rejects pending requests (spec §4)', async () => {
    const engine = makeEngine({ adapters: [fakeAdapter().adapter] })
    const first = requestApproval(engine, {
      namespace: 'eip155',
      method: 'personal_sign',
      params: [],
    })
    const second = requestApproval(engine, {
      namespace: 'eip155',
      method: 'eth_signTypedData_v4',
      params: [],
    })
    close(engine)
    await expect(first).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(second).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(engine.$pendingRequests.get()).toEqual([])
  })

  it('closing while a transaction is in flight rejects nothing (spec §4)', async () => {
    const engine = makeEngine({ adapters: [fakeAdapter().adapter] })
    open(engine)
    const tx = requestApproval(engine, {
      namespace: 'eip155',
      method: 'eth_sendTransaction',
      params: [],
      isTransaction: true,
    })
    const id = engine.$pendingRequests.get()[0]!.id
    approveRequest(engine, id)
    await tx
    const sign = requestApproval(engine, {
      namespace: 'eip155',
      method: 'personal_sign',
      params: [],
    })
    push(engine, 'Account')
    close(engine)
    expect(engine.$pendingRequests.get()).toHaveLength(1)
    let settled = false
    sign.then(
      () => (settled = true),
      () => (settled = true),
    )
    await Promise.resolve()
    expect(settled).toBe(false)
  })

  // Spec contradiction 6: any approved request counted as a pending transaction
  // (`isTransaction` was never read). Spec §4: "Closing the modal with no pending transaction
  // rejects pending requests (read-only methods are not aborted)".
  it('an approved signature in flight is no pending transaction: closing rejects the rest', async () => {
    const engine = makeEngine({ adapters: [fakeAdapter().adapter] })
    open(engine)
    const signing = requestApproval(engine, {
      namespace: 'eip155',
      method: 'personal_sign',
      params: [],
      isTransaction: false,
    })
    approveRequest(engine, engine.$pendingRequests.get()[0]!.id)
    await signing
    const next = requestApproval(engine, {
      namespace: 'eip155',
      method: 'eth_signTypedData_v4',
      params: [],
    })
    push(engine, 'Account')
    close(engine)
    await expect(next).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(engine.$pendingRequests.get()).toEqual([])
  })
})
