import { afterEach, describe, expect, it, vi } from 'vitest'
import { NATIVE_BALANCE_CACHE_MS } from '../constants/constants.js'
import { deferred, fakeAdapter, makeEngine } from '../engine/_test/fixtures.js'
import { start } from '../engine/start.js'
import type { Balance } from '../types.js'
import { connect } from './connect.js'
import { fetchBalance } from './fetchBalance.js'

afterEach(() => {
  vi.useRealTimers()
})

async function connected() {
  const fake = fakeAdapter()
  const engine = makeEngine({ adapters: [fake.adapter], logLevel: 'silent' })
  start(engine)
  await connect(engine, { connectorId: 'io.metamask' })
  await fetchBalance(engine)
  fake.instance.getBalance.mockClear()
  return { engine, fake }
}

describe('fetchBalance', () => {
  it('sets balance and symbol, with balanceLoading while it runs', async () => {
    const { engine, fake } = await connected()
    const pending = deferred<Balance>()
    fake.instance.getBalance.mockReturnValueOnce(pending.promise)
    const done = fetchBalance(engine, { force: true })
    expect(engine.$account.get()?.balanceLoading).toBe(true)
    pending.resolve({ value: '2.25', symbol: 'ETH' })
    await expect(done).resolves.toEqual({ value: '2.25', symbol: 'ETH' })
    expect(engine.$account.get()).toMatchObject({
      balance: '2.25',
      balanceSymbol: 'ETH',
      balanceLoading: false,
    })
  })

  it('serves the native balance from cache for 30 s per caipAddress (spec §9)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { engine, fake } = await connected()
    await fetchBalance(engine)
    expect(fake.instance.getBalance).not.toHaveBeenCalled()
    vi.setSystemTime(Date.now() + NATIVE_BALANCE_CACHE_MS - 1)
    await fetchBalance(engine)
    expect(fake.instance.getBalance).not.toHaveBeenCalled()
    vi.setSystemTime(Date.now() + 1)
    await fetchBalance(engine)
    expect(fake.instance.getBalance).toHaveBeenCalledOnce()
  })

  it('force bypasses the cache', async () => {
    const { engine, fake } = await connected()
    await fetchBalance(engine, { force: true })
    expect(fake.instance.getBalance).toHaveBeenCalledOnce()
  })

  it('a balance failure leaves the balance unknown, never 0.00 (issue 36 §3 "unknown is not zero", over spec §8)', async () => {
    const { engine, fake } = await connected()
    expect(engine.$account.get()?.balance).toBeDefined()
    fake.instance.getBalance.mockRejectedValueOnce(new Error('rpc down'))
    await expect(fetchBalance(engine, { force: true })).resolves.toBeUndefined()
    const account = engine.$account.get()
    expect(account?.balance).toBeUndefined()
    expect(account).toMatchObject({ balanceSymbol: 'ETH', balanceLoading: false })
    expect(account?.lastRetry).toBeTypeOf('number')
  })

  it("a failure shows 'Token Balance Unavailable' once: no second toast within the 30 s lockout, one again after it", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { engine, fake } = await connected()
    // Toasts show one at a time: count the one on screen and the queued ones.
    const shown = () => engine._internal.toastQueue.length + engine.$toasts.get().length
    fake.instance.getBalance.mockRejectedValue(new Error('rpc down'))
    await fetchBalance(engine, { force: true })
    expect(engine.$toasts.get()).toEqual([
      expect.objectContaining({ variant: 'error', message: 'Token Balance Unavailable' }),
    ])
    expect(engine.$account.get()?.lastRetry).toBeTypeOf('number')
    await fetchBalance(engine, { force: true })
    await fetchBalance(engine, { force: true })
    expect(shown()).toBe(1)
    vi.setSystemTime(Date.now() + 30_001)
    await fetchBalance(engine, { force: true })
    expect(shown()).toBe(2)
    // A later success shows the balance again (the lockout only holds back toasts and tokens).
    fake.instance.getBalance.mockResolvedValue({ value: '1.5', symbol: 'ETH' })
    await fetchBalance(engine, { force: true })
    expect(engine.$account.get()?.balance).toBe('1.5')
  })

  it('does nothing when not connected', async () => {
    const fake = fakeAdapter()
    const engine = makeEngine({ adapters: [fake.adapter] })
    await expect(fetchBalance(engine)).resolves.toBeUndefined()
    expect(fake.instance.getBalance).not.toHaveBeenCalled()
  })
})
