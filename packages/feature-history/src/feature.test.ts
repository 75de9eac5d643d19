import { loadFeature } from '@gangway/core/internal'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendEth } from '../test/chain.js'
import { account, connectedModal, devChain } from '../test/fixtures.js'
import { getHistoryStore } from './history/historyStore.js'
import { loadTransactions } from './history/loadTransactions.js'
import { historyFeature } from './historyFeature.js'

// Account 8 is this file's.
const ME = account(8)
const fresh = () => privateKeyToAccount(generatePrivateKey()).address

/** The JSON-RPC methods the page sent (every request goes through the global fetch). */
function rpcMethods() {
  const methods: string[] = []
  const real = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (typeof init?.body === 'string' && init.body.includes('"jsonrpc"')) {
      methods.push((JSON.parse(init.body) as { method: string }).method)
    }
    return real(input, init)
  })
  return methods
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('historyFeature', () => {
  it('declares the Activity tab and the Transactions view before loading; loading fills them', async () => {
    const feature = historyFeature()
    expect(feature).toMatchObject({
      id: 'history',
      options: {},
      provides: {
        views: [{ name: 'Transactions', title: 'Transactions' }],
        tabs: [{ id: 'Activity', label: 'Activity', order: 3 }],
      },
      loadOn: 'use',
      messages: expect.any(Function),
    })
    const { engine } = await connectedModal({ address: ME.address })
    expect(engine.$tabs.get()).toEqual([
      { id: 'Activity', label: 'Activity', order: 3, featureId: 'history' },
    ])
    expect(engine.$views.get().Transactions).toBeUndefined()
    await loadFeature(engine, 'history')
    expect(engine.$tabs.get()).toEqual([
      expect.objectContaining({
        id: 'Activity',
        label: 'Activity',
        component: expect.any(Function),
      }),
    ])
    expect(engine.$views.get().Transactions).toBeTypeOf('function')
  })

  it('spec §9: pending-transaction watching is off by default', async () => {
    const methods = rpcMethods()
    const { engine } = await connectedModal({ address: ME.address })
    await loadFeature(engine, 'history')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(methods).not.toContain('eth_newPendingTransactionFilter')
  })

  it('when configured, a pending transaction seen at the 30 s poll refreshes the shown list', async () => {
    const methods = rpcMethods()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { engine } = await connectedModal({
      address: ME.address,
      pendingTransactionsWatch: true,
    })
    await loadFeature(engine, 'history')
    await loadTransactions(engine)
    const $history = getHistoryStore(engine).$history
    const before = $history.get().transactions.map((t) => t.id)
    await vi.waitFor(() => expect(methods).toContain('eth_newPendingTransactionFilter'))

    const hash = await sendEth(devChain(1), ME.privateKey, fresh(), 1n)
    expect($history.get().transactions.map((t) => t.id)).toEqual(before)
    await vi.advanceTimersByTimeAsync(30_000)
    await vi.waitFor(() =>
      expect($history.get().transactions.map((t) => t.id)).toEqual([`eip155:1:${hash}`, ...before]),
    )
  })

  it('stopping the engine stops the watch and uninstalls its filter', async () => {
    const methods = rpcMethods()
    const { modal, engine } = await connectedModal({
      address: ME.address,
      pendingTransactionsWatch: true,
    })
    await loadFeature(engine, 'history')
    await vi.waitFor(() => expect(methods).toContain('eth_newPendingTransactionFilter'))
    modal.destroy()
    await vi.waitFor(() => expect(methods).toContain('eth_uninstallFilter'))
  })
})
