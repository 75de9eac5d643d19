import { disconnect } from '@gangway/core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendEth } from '../../test/chain.js'
import { account, connectedModal, devChain } from '../../test/fixtures.js'
import { PENDING_TX_POLL_MS, PENDING_TX_WATCH_LIMIT } from '../history/constants.js'
import type { Engine } from '../internal/core.js'
import {
  type WatchPendingTransactionsParameters,
  watchPendingTransactions,
} from './watchPendingTransactions.js'

// Account 5 is this file's: it sends to fresh addresses, so no other file's history moves.
const SENDER = account(5)
const fresh = () => privateKeyToAccount(generatePrivateKey()).address
const send = () => sendEth(devChain(1), SENDER.privateKey, fresh(), 1n)

/** A fetch that passes through to the real node and records each JSON-RPC call. */
function recordingFetch() {
  const calls: { method: string; params: unknown[]; result?: unknown; error?: unknown }[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const body = JSON.parse(String(init?.body)) as { method: string; params: unknown[] }
    const call: (typeof calls)[number] = { method: body.method, params: body.params }
    calls.push(call)
    const response = await globalThis.fetch(input, init)
    // Read and re-wrap (happy-dom's Response.clone() loses the body).
    const text = await response.text()
    Object.assign(call, JSON.parse(text) as { result?: unknown; error?: unknown })
    return new Response(text, { status: response.status, headers: response.headers })
  }
  return { fetch, calls, methods: () => calls.map((c) => c.method) }
}

/** One raw JSON-RPC call to the dev chain. */
async function rpc(method: string, params: unknown[]) {
  const response = await fetch(devChain(1).rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as { result?: unknown; error?: { message: string } }
}

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.useRealTimers()
})

/** Watches `engine` through a recording fetch (stopped after the test); its calls and `stop`. */
function watchRecorded(
  engine: Engine,
  params: Omit<WatchPendingTransactionsParameters, 'fetch' | 'onTransactions'> &
    Partial<Pick<WatchPendingTransactionsParameters, 'onTransactions'>> = {},
) {
  const recorder = recordingFetch()
  const stop = watchPendingTransactions(engine, {
    onTransactions: () => {},
    ...params,
    fetch: recorder.fetch,
  })
  stops.push(stop)
  return { ...recorder, stop }
}

describe('watchPendingTransactions (against anvil)', () => {
  it('spec §7: installs a pending-transaction filter, reports new transactions, uninstalls on stop', async () => {
    const { engine } = await connectedModal({ address: SENDER.address })
    const seen: string[][] = []
    const recorder = watchRecorded(engine, {
      pollingInterval: 100,
      onTransactions: (hashes) => seen.push(hashes),
    })
    await vi.waitFor(() => expect(recorder.methods()).toContain('eth_newPendingTransactionFilter'))
    const hash = await send()
    await vi.waitFor(() => expect(seen.flat()).toContain(hash))
    expect(recorder.methods()).toContain('eth_getFilterChanges')

    const filterId = recorder.calls.find((c) => c.method === 'eth_newPendingTransactionFilter')
      ?.result as string
    expect(filterId).toMatch(/^0x/)
    recorder.stop()
    await vi.waitFor(() =>
      expect(recorder.calls).toContainEqual(
        expect.objectContaining({
          method: 'eth_uninstallFilter',
          params: [filterId],
          result: true,
        }),
      ),
    )
    expect((await rpc('eth_getFilterChanges', [filterId])).error?.message).toMatch(/not found/)
  })

  it('spec §9: stops after the watch limit of detected events', async () => {
    expect(PENDING_TX_WATCH_LIMIT).toBe(99)
    const { engine } = await connectedModal({ address: SENDER.address })
    let events = 0
    const recorder = watchRecorded(engine, {
      pollingInterval: 50,
      limit: 2,
      onTransactions: () => events++,
    })
    for (let i = 0; i < 2; i++) {
      await send()
      await vi.waitFor(() => expect(events).toBe(i + 1))
    }
    await vi.waitFor(() => expect(recorder.methods()).toContain('eth_uninstallFilter'))
    const polls = recorder.methods().length
    await send()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(events).toBe(2)
    expect(recorder.methods().length).toBe(polls) // no poll after the limit
  })

  it('a filter the node forgot is installed again', async () => {
    const { engine } = await connectedModal({ address: SENDER.address })
    const seen: string[] = []
    const recorder = watchRecorded(engine, {
      pollingInterval: 50,
      onTransactions: (hashes) => seen.push(...hashes),
    })
    await vi.waitFor(() => expect(recorder.methods()).toContain('eth_getFilterChanges'))
    const first = recorder.calls.find((c) => c.method === 'eth_newPendingTransactionFilter')
    await rpc('eth_uninstallFilter', [first?.result]) // as a node restart would
    await vi.waitFor(() =>
      expect(
        recorder.methods().filter((m) => m === 'eth_newPendingTransactionFilter'),
      ).toHaveLength(2),
    )
    const hash = await send()
    await vi.waitFor(() => expect(seen).toContain(hash))
  })

  it('watches only while an account is connected', async () => {
    const { engine } = await connectedModal({ address: SENDER.address, connected: false })
    const recorder = watchRecorded(engine, { pollingInterval: 50 })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(recorder.calls).toEqual([])
  })

  it('stops on disconnect', async () => {
    const { engine } = await connectedModal({ address: SENDER.address })
    const recorder = watchRecorded(engine, { pollingInterval: 50 })
    await vi.waitFor(() => expect(recorder.methods()).toContain('eth_getFilterChanges'))
    await disconnect(engine)
    await vi.waitFor(() => expect(recorder.methods()).toContain('eth_uninstallFilter'))
    const count = recorder.calls.length
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(recorder.calls.length).toBe(count)
  })

  it('spec §9: polls every 30000 ms by default', async () => {
    expect(PENDING_TX_POLL_MS).toBe(30_000)
    // Only the poll timer is faked; requests still go to the real node.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { engine } = await connectedModal({ address: SENDER.address })
    const recorder = watchRecorded(engine)
    await vi.waitFor(() => expect(recorder.methods()).toEqual(['eth_newPendingTransactionFilter']))
    await vi.advanceTimersByTimeAsync(PENDING_TX_POLL_MS - 1)
    expect(recorder.methods()).not.toContain('eth_getFilterChanges')
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(recorder.methods()).toContain('eth_getFilterChanges'))
  })
})
