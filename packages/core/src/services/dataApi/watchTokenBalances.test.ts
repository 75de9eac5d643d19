import { afterEach, describe, expect, it, vi } from 'vitest'
import { switchNetwork } from '../../connection/switchNetwork.js'
import { emitEvent } from '../../events/emitEvent.js'
import { base } from '../../networks/index.js'
import { connectedEngine, fakeDataApi, wireBalance } from './_test/fakeDataApi.js'
import { watchTokenBalances } from './watchTokenBalances.js'

const BALANCE = 'GET /v1/account/0x1111111111111111111111111111111111111111/balance'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('watchTokenBalances', () => {
  it('fetches now, on a network change, and skipping the cache after a send', async () => {
    const api = fakeDataApi({ [BALANCE]: { body: { balances: [wireBalance('TUSD', '5', 1)] } } })
    const { engine } = await connectedEngine()
    const stop = watchTokenBalances(engine)
    await vi.waitFor(() => expect(engine.$account.get()?.tokenBalance).toHaveLength(1))
    expect(api.calls(BALANCE)).toHaveLength(1)

    await switchNetwork(engine, base)
    await vi.waitFor(() => expect(api.calls(BALANCE)).toHaveLength(2))
    expect(api.calls(BALANCE)[1]?.query.chainId).toBe('eip155:8453')

    emitEvent(engine, 'WALLET_REQUEST_SUCCESS', { method: 'eth_sendTransaction' })
    await vi.waitFor(() => expect(api.calls(BALANCE)).toHaveLength(3))
    emitEvent(engine, 'WALLET_REQUEST_SUCCESS', { method: 'personal_sign' })
    emitEvent(engine, 'SEND_SUCCESS')
    await vi.waitFor(() => expect(api.calls(BALANCE)).toHaveLength(4))

    stop()
    emitEvent(engine, 'SEND_SUCCESS')
    await new Promise((r) => setTimeout(r, 10))
    expect(api.calls(BALANCE)).toHaveLength(4)
  })
})
