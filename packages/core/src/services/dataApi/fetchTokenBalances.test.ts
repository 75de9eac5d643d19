import { afterEach, describe, expect, it, vi } from 'vitest'
import { handleAdapterEvent } from '../../connection/handleAdapterEvent.js'
import { switchNetwork } from '../../connection/switchNetwork.js'
import { BALANCE_RETRY_LOCKOUT_MS, PORTFOLIO_CACHE_MS } from '../../constants/constants.js'
import { deferred, makeEngine } from '../../engine/_test/fixtures.js'
import { base } from '../../networks/index.js'
import { connectedEngine, fakeDataApi, wireBalance } from './_test/fakeDataApi.js'
import { fetchTokenBalances } from './fetchTokenBalances.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const BALANCE = `GET /v1/account/${ADDRESS}/balance`

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const balances = () => ({
  balances: [
    wireBalance('GWAY', '1234.5', 0.25),
    wireBalance('ETH', '10', 3000, { address: undefined, iconUrl: 'data:image/svg+xml,x' }),
    wireBalance('TUSD', '2500', 1),
    wireBalance('CLAIM', '0', 0),
    wireBalance('ODD', '7', 2, { quantity: { decimals: '0', numeric: '7' } }),
  ],
})

describe('fetchTokenBalances', () => {
  it('asks for the active network in usd (spec §7) and keeps non-empty balances, highest value first', async () => {
    const api = fakeDataApi({ [BALANCE]: { body: balances() } })
    const { engine } = await connectedEngine()
    const shown = await fetchTokenBalances(engine)
    expect(api.calls(BALANCE)[0]?.query).toEqual({
      currency: 'usd',
      chainId: 'eip155:1',
      projectId: 'test-project',
      st: 'gangway',
      sv: 'gangway-0.0.0',
    })
    // Spec §5 "Balances with zero decimals dropped"; an empty CLAIM is dropped too.
    expect(shown.map((b) => [b.symbol, b.value])).toEqual([
      ['ETH', 30000],
      ['TUSD', 2500],
      ['GWAY', 308.625],
    ])
    expect(engine.$account.get()?.tokenBalance).toEqual(shown)
    expect(shown[0]?.address).toBeUndefined()
  })

  it('sets balanceLoading while it asks', async () => {
    const answer = deferred<Response>()
    fakeDataApi({ [BALANCE]: () => answer.promise })
    const { engine } = await connectedEngine()
    // Let the native balance (fetchBalance on connect) finish first.
    await vi.waitFor(() => expect(engine.$account.get()?.balanceLoading).toBe(false))
    const done = fetchTokenBalances(engine)
    await vi.waitFor(() => expect(engine.$account.get()?.balanceLoading).toBe(true))
    answer.resolve(new Response(JSON.stringify(balances())))
    await done
    expect(engine.$account.get()?.balanceLoading).toBe(false)
  })

  it('serves the portfolio from cache for 30 s (spec §9) unless forced', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const api = fakeDataApi({ [BALANCE]: { body: balances() } })
    const { engine } = await connectedEngine()
    await fetchTokenBalances(engine)
    vi.setSystemTime(Date.now() + PORTFOLIO_CACHE_MS - 1)
    await fetchTokenBalances(engine)
    expect(api.calls(BALANCE)).toHaveLength(1)
    await fetchTokenBalances(engine, { force: true })
    expect(api.calls(BALANCE)).toHaveLength(2)
    vi.setSystemTime(Date.now() + PORTFOLIO_CACHE_MS)
    await fetchTokenBalances(engine)
    expect(api.calls(BALANCE)).toHaveLength(3)
  })

  it('passes forceUpdate through and skips the cache', async () => {
    const api = fakeDataApi({ [BALANCE]: { body: balances() } })
    const { engine } = await connectedEngine()
    await fetchTokenBalances(engine)
    await fetchTokenBalances(engine, { forceUpdate: 'eip155:1:0xabc' })
    expect(api.calls(BALANCE).map((r) => r.query.forceUpdate)).toEqual([
      undefined,
      'eip155:1:0xabc',
    ])
  })

  it('callers asking at the same time share one request', async () => {
    const api = fakeDataApi({ [BALANCE]: { body: balances() } })
    const { engine } = await connectedEngine()
    const [a, b] = await Promise.all([fetchTokenBalances(engine), fetchTokenBalances(engine)])
    expect(a).toBe(b)
    expect(api.calls(BALANCE)).toHaveLength(1)
  })

  it("after a failure: one 'Token Balance Unavailable' toast, balances unknown (never a made-up 0.00, issue 36 §3), no request for 30 s (spec §5)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const api = fakeDataApi({ [BALANCE]: { status: 503, body: {} } })
    const { engine } = await connectedEngine()
    const [first, second] = await Promise.all([
      fetchTokenBalances(engine),
      fetchTokenBalances(engine),
    ])
    // Unknown, not an ETH balance of 0.00 at $0: Send and Swap would read that as a zero.
    expect(first).toEqual([])
    expect(second).toEqual([])
    expect(engine.$account.get()?.tokenBalance).toBeUndefined()
    expect(engine.$toasts.get()).toEqual([
      expect.objectContaining({ variant: 'error', message: 'Token Balance Unavailable' }),
    ])
    const failedAt = engine.$account.get()?.lastRetry
    expect(failedAt).toBe(Date.now())

    api.set(BALANCE, { body: balances() })
    vi.setSystemTime(Date.now() + BALANCE_RETRY_LOCKOUT_MS - 1)
    await expect(fetchTokenBalances(engine, { force: true })).resolves.toEqual([])
    expect(engine.$account.get()?.tokenBalance).toBeUndefined()
    expect(api.calls(BALANCE)).toHaveLength(1)

    vi.setSystemTime(Date.now() + 1)
    const shown = await fetchTokenBalances(engine)
    expect(shown.map((b) => b.symbol)).toEqual(['ETH', 'TUSD', 'GWAY'])
    expect(engine.$account.get()?.lastRetry).toBeUndefined()
    expect(api.calls(BALANCE)).toHaveLength(2)
  })

  it('a malformed answer (not a balance list) fails the same way', async () => {
    fakeDataApi({ [BALANCE]: { body: { balances: 'nope' } } })
    const { engine } = await connectedEngine()
    await fetchTokenBalances(engine)
    expect(engine.$account.get()?.lastRetry).toBeTypeOf('number')
    expect(engine.$toasts.get()[0]?.message).toBe('Token Balance Unavailable')
  })

  it('drops malformed entries (missing quantity, price as a string) and keeps valid ones', async () => {
    const list = balances().balances
    fakeDataApi({
      [BALANCE]: {
        body: {
          balances: [
            { ...list[0], quantity: undefined },
            { ...list[1], price: '3000' },
            list[2],
            { ...list[0], iconUrl: 'javascript:alert(1)' },
          ],
        },
      },
    })
    const { engine } = await connectedEngine()
    const shown = await fetchTokenBalances(engine)
    expect(shown.map((b) => [b.symbol, b.iconUrl])).toEqual([
      ['TUSD', 'https://icons.example/TUSD.png'],
      ['GWAY', undefined],
    ])
  })

  it('gives no balances, and no request, on a network the API does not support', async () => {
    const api = fakeDataApi({
      'GET /v1/supported-chains': { body: { http: ['eip155:8453'], ws: [] } },
      [BALANCE]: { body: balances() },
    })
    const { engine } = await connectedEngine()
    await expect(fetchTokenBalances(engine)).resolves.toEqual([])
    expect(api.calls(BALANCE)).toHaveLength(0)
    expect(engine.$toasts.get()).toEqual([])
  })

  it("clears another network's balances at once when the network changes", async () => {
    const api = fakeDataApi({ [BALANCE]: { body: balances() } })
    const { engine } = await connectedEngine()
    await fetchTokenBalances(engine)
    await switchNetwork(engine, base)
    const answer = deferred<Response>()
    api.set(BALANCE, () => answer.promise)
    const done = fetchTokenBalances(engine)
    expect(engine.$account.get()?.tokenBalance).toBeUndefined()
    answer.resolve(new Response(JSON.stringify({ balances: [] })))
    await expect(done).resolves.toEqual([])
    expect(api.calls(BALANCE).map((r) => r.query.chainId)).toEqual(['eip155:1', 'eip155:8453'])
  })

  it('returns [] when nothing is connected', async () => {
    const api = fakeDataApi()
    const engine = makeEngine({ logLevel: 'silent' })
    await expect(fetchTokenBalances(engine)).resolves.toEqual([])
    expect(api.requests).toEqual([])
  })
})

describe('fetchTokenBalances while the account changes', () => {
  it("never writes one account's balances to the next", async () => {
    const answer = deferred<Response>()
    fakeDataApi({ [BALANCE]: () => answer.promise })
    const { engine } = await connectedEngine()
    const done = fetchTokenBalances(engine)
    handleAdapterEvent(engine, 'eip155', {
      type: 'accountsChanged',
      connectorId: 'io.metamask',
      accounts: [{ address: '0x2222222222222222222222222222222222222222', type: 'eoa' }],
    })
    answer.resolve(new Response(JSON.stringify(balances())))
    await expect(done).resolves.toHaveLength(3)
    expect(engine.$account.get()?.address).toBe('0x2222222222222222222222222222222222222222')
    expect(engine.$account.get()?.tokenBalance).toBeUndefined()
  })
})
