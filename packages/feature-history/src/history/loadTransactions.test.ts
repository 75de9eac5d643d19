import { disconnect, switchNetwork, TransactionsAddressError } from '@gangway/core'
import { base } from '@gangway/core/networks'
import { fetchTransactions } from '@gangway/core/services'
import { startServiceEmulator } from '@gangway/devstack'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendEth, sendToken } from '../../test/chain.js'
import { account, connectedModal, devChain, devstack } from '../../test/fixtures.js'
import { TRANSACTIONS_FETCH_FAILED } from './constants.js'
import { getHistoryStore } from './historyStore.js'
import { loadMoreTransactions } from './loadMoreTransactions.js'
import { loadTransactions } from './loadTransactions.js'
import { refreshTransactions } from './refreshTransactions.js'

// Account 3 is this file's (globalSetup gave it 100 TUSD and 10 CLAIM from account 0); the
// paging account sends to a fresh address so no other file's history moves.
const ME = account(3)
const PAGER = account(4)
const fresh = () => privateKeyToAccount(generatePrivateKey()).address

/** A private emulator on the same chains: its switch and request log are this file's own. */
let emulator: Awaited<ReturnType<typeof startServiceEmulator>>
beforeAll(async () => {
  emulator = await startServiceEmulator({ chains: devstack().chains })
  // 23 transfers: three pages of ten, the last one short.
  const mainnet = devChain(1)
  const to = fresh()
  for (let i = 0; i < 23; i++) await sendEth(mainnet, PAGER.privateKey, to, 1000n + BigInt(i))
})
afterAll(() => emulator.stop())

const historyRequests = () =>
  emulator.requests('api').filter((r) => r.path.endsWith('/history') && r.status !== 0)

describe('loadTransactions', () => {
  it('spec §4: loading, then the list; spam-only transactions are dropped', async () => {
    const { engine } = await connectedModal({ address: ME.address })
    const $history = getHistoryStore(engine).$history
    expect($history.get().status).toBe('idle')
    const loading = loadTransactions(engine)
    expect($history.get().status).toBe('loading')
    await loading
    const state = $history.get()
    expect(state.status).toBe('ready')
    expect(state.address).toBe(ME.address)
    expect(state.chainId).toBe('eip155:1')
    // The data API sends both seeded transfers; the list shows the TUSD one, not the CLAIM one.
    const raw = await fetchTransactions(engine, { address: ME.address, chainId: 'eip155:1' })
    const symbols = (txs: typeof raw.data) =>
      txs.flatMap((tx) => tx.transfers.map((t) => t.fungible_info?.symbol))
    expect(symbols(raw.data)).toEqual(expect.arrayContaining(['TUSD', 'CLAIM']))
    expect(symbols(state.transactions)).toContain('TUSD')
    expect(symbols(state.transactions)).not.toContain('CLAIM')
  })

  it('spec §4: empty when the account has no history', async () => {
    const { engine } = await connectedModal({ address: fresh() })
    await loadTransactions(engine)
    expect(getHistoryStore(engine).$history.get()).toMatchObject({
      status: 'ready',
      transactions: [],
      next: undefined,
    })
  })

  it("spec §8: Transactions can't be fetched without an accountAddress", async () => {
    const { engine } = await connectedModal({ address: ME.address, connected: false })
    const error = await loadTransactions(engine).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransactionsAddressError)
    expect((error as Error).message).toContain(
      "Transactions can't be fetched without an accountAddress",
    )
  })

  it('concurrent calls share one request; a shown list is not fetched again', async () => {
    const { engine } = await connectedModal({ address: ME.address, api: emulator.urls.api })
    const before = historyRequests().length
    await Promise.all([loadTransactions(engine), loadTransactions(engine)])
    await loadTransactions(engine)
    expect(historyRequests().length - before).toBe(1)
  })

  it('spec §8: a failure shows the toast, is logged and kept for a retry; the retry loads', async () => {
    emulator.setSwitch('api', 'unavailable')
    const { engine } = await connectedModal({ address: ME.address, api: emulator.urls.api })
    const errors: string[] = []
    const logger = engine.logger
    const original = logger.error.bind(logger)
    Object.assign(logger, {
      error: (message: string, data?: unknown) => {
        errors.push(message)
        original(message, data)
      },
    })
    try {
      await loadTransactions(engine)
    } finally {
      emulator.setSwitch('api', 'ok')
    }
    const state = getHistoryStore(engine).$history.get()
    expect(state.status).toBe('error')
    expect(state.error?.shortMessage).toMatch(/503|unavailable/i)
    expect(engine.$toasts.get()).toEqual([
      expect.objectContaining({
        variant: 'error',
        message: TRANSACTIONS_FETCH_FAILED,
      }),
    ])
    expect(TRANSACTIONS_FETCH_FAILED).toBe('Failed to fetch transactions')
    expect(errors).toContain('Failed to fetch transactions')
    await loadTransactions(engine)
    expect(getHistoryStore(engine).$history.get().status).toBe('ready')
  })

  it('a new chain or account empties the list and loads afresh; a late answer is dropped', async () => {
    const { engine } = await connectedModal({ address: ME.address })
    const $history = getHistoryStore(engine).$history
    const first = loadTransactions(engine)
    await switchNetwork(engine, base) // before the first answer arrives
    expect($history.get()).toMatchObject({ status: 'idle', chainId: 'eip155:8453' })
    await first
    expect($history.get()).toMatchObject({ status: 'idle', transactions: [] })
    await loadTransactions(engine)
    // Account 3 has no Base history (globalSetup seeded Ethereum only).
    expect($history.get()).toMatchObject({
      status: 'ready',
      chainId: 'eip155:8453',
      transactions: [],
    })
    await disconnect(engine)
    expect($history.get()).toMatchObject({ status: 'idle', address: undefined })
  })
})

describe('loadMoreTransactions', () => {
  it('spec §4: pages by cursor, older entries after newer, each page once', async () => {
    const { engine } = await connectedModal({ address: PAGER.address, api: emulator.urls.api })
    const $history = getHistoryStore(engine).$history
    const before = historyRequests().length
    await loadTransactions(engine)
    expect($history.get().transactions).toHaveLength(10)
    const cursor = $history.get().next
    expect(cursor).toBeTypeOf('string')

    // Three scroll events while the page loads: one request.
    const more = loadMoreTransactions(engine)
    expect($history.get().loadingMore).toBe(true)
    loadMoreTransactions(engine)
    loadMoreTransactions(engine)
    await more
    expect($history.get().loadingMore).toBe(false)
    expect($history.get().transactions).toHaveLength(20)

    await loadMoreTransactions(engine)
    const { transactions, next } = $history.get()
    expect(next).toBeUndefined()
    expect(transactions.length).toBeGreaterThanOrEqual(23) // 23 sends + anything seeded earlier
    expect(new Set(transactions.map((t) => t.id)).size).toBe(transactions.length)
    const times = transactions.map((t) => Date.parse(t.metadata.minedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))

    await loadMoreTransactions(engine) // the end: nothing more to ask
    const cursors = historyRequests()
      .slice(before)
      .map((r) => r.query.cursor ?? '')
    expect(cursors).toEqual(['', cursor, expect.any(String)])
    expect(new Set(cursors).size).toBe(cursors.length)
  })

  it('a failed page keeps the list, toasts, and its retry loads it', async () => {
    const { engine } = await connectedModal({ address: PAGER.address, api: emulator.urls.api })
    const $history = getHistoryStore(engine).$history
    await loadTransactions(engine)
    emulator.setSwitch('api', 'unavailable')
    try {
      await loadMoreTransactions(engine)
    } finally {
      emulator.setSwitch('api', 'ok')
    }
    expect($history.get()).toMatchObject({ status: 'ready', loadingMore: false })
    expect($history.get().transactions).toHaveLength(10)
    expect($history.get().error).toBeDefined()
    expect(engine.$toasts.get()[0]?.message).toBe('Failed to fetch transactions')
    await loadMoreTransactions(engine)
    expect($history.get().transactions).toHaveLength(20)
    expect($history.get().error).toBeUndefined()
  })
})

describe('refreshTransactions', () => {
  it('puts new entries on top and keeps the older pages loaded', async () => {
    const { engine } = await connectedModal({ address: PAGER.address })
    const $history = getHistoryStore(engine).$history
    await loadTransactions(engine)
    await loadMoreTransactions(engine)
    const shown = $history.get().transactions.map((t) => t.id)
    expect(shown).toHaveLength(20)

    const hash = await sendToken(devChain(1), PAGER.privateKey, devChain(1).contracts.tusd, {
      to: fresh(),
      amount: '1.5',
      decimals: 6,
    })
    await refreshTransactions(engine)
    const ids = $history.get().transactions.map((t) => t.id)
    expect(ids).toEqual([`eip155:1:${hash}`, ...shown])
  })

  it('does nothing before the list was first shown', async () => {
    const { engine } = await connectedModal({ address: ME.address })
    await refreshTransactions(engine)
    expect(getHistoryStore(engine).$history.get().status).toBe('idle')
  })
})
