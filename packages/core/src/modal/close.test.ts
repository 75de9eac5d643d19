import { afterEach, describe, expect, it, vi } from 'vitest'
import { approveRequest } from '../approvals/approveRequest.js'
import { requestApproval } from '../approvals/requestApproval.js'
import { SHAKE_MS } from '../constants/constants.js'
import { fakeAdapter, makeEngine } from '../engine/_test/fixtures.js'
import { UserRejectedRequestError } from '../errors/catalogue.js'
import { subscribeEvents } from '../events/subscribeEvents.js'
import { base, mainnet } from '../networks/index.js'
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
    'closing is disabled in %s when sign-in is required and no session exists; it shakes (spec §4)',
    (view) => {
      vi.useFakeTimers()
      const engine = makeEngine({
        adapters: [fakeAdapter().adapter],
        siwx: { required: true },
        networks: [mainnet, base],
      })
      open(engine, { view })
      expect(close(engine)).toBe(false)
      expect(engine.$modal.get().open).toBe(true)
      expect(engine.$modal.get().shake).toBe(true)
      vi.advanceTimersByTime(SHAKE_MS)
      expect(engine.$modal.get().shake).toBe(false)
    },
  )

  it('closes those views once a session exists, or when sign-in is optional (spec §4)', () => {
    const required = makeEngine({
      adapters: [fakeAdapter().adapter],
      siwx: { required: true },
      networks: [mainnet, base],
    })
    open(required, { view: 'SIWXSignMessage' })
    required.$siwxSession.set(true)
    expect(close(required)).toBe(true)

    const optional = makeEngine({
      adapters: [fakeAdapter().adapter],
      siwx: { required: false },
      networks: [mainnet, base],
    })
    open(optional, { view: 'SIWXSignMessage' })
    expect(close(optional)).toBe(true)

    const other = makeEngine({
      adapters: [fakeAdapter().adapter],
      siwx: { required: true },
      networks: [mainnet, base],
    })
    open(other, { view: 'Account' })
    expect(close(other)).toBe(true)
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
})
