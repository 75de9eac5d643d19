// Quote scheduling on the real convert service (a service emulator of this file's own, so its
// 'slow' switch disturbs no other test): 200 ms after typing, never two in flight, a newer input
// aborts the older request, a refresh every `quoteRefreshMs` while Swap shows.
import { open } from '@gangway/core'
import { startServiceEmulator } from '@gangway/devstack'
import { act, screen, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectedModal, devstack, renderModal } from '../../test/fixtures.js'
import { swapFeature } from '../swapFeature.js'
import { selectToken, setAmount } from './actions.js'
import { getSwapStore } from './swapStore.js'

let emulator: Awaited<ReturnType<typeof startServiceEmulator>>
beforeAll(async () => {
  emulator = await startServiceEmulator({ chains: devstack().chains })
})
afterAll(async () => {
  await emulator?.stop()
})

const quoteRequests = () => emulator.requests('api').filter((r) => r.path === '/v1/convert/quotes')

async function ready(quoteRefreshMs?: number) {
  const { modal, engine } = await connectedModal({
    account: 8,
    services: emulator.urls,
    features: { swap: swapFeature(quoteRefreshMs ? { quoteRefreshMs } : {}) },
  })
  renderModal(modal)
  act(() => open(engine, { view: 'Swap' }))
  await screen.findByTestId('gw-view-Swap')
  const $swap = getSwapStore(engine)
  await waitFor(() => expect($swap.get().status).toBe('ready'))
  const tusd = $swap.get().tokens.find((t) => t.symbol === 'TUSD')!
  act(() => selectToken(engine, 'to', tusd))
  return { engine, $swap }
}

describe('quote scheduling', () => {
  it('typing: one quote 200 ms after the last keystroke, of the last amount', async () => {
    const { engine, $swap } = await ready()
    emulator.reset()
    act(() => {
      setAmount(engine, '0')
      setAmount(engine, '0.0')
      setAmount(engine, '0.02')
    })
    expect(quoteRequests()).toHaveLength(0)
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(quoteRequests()).toHaveLength(0) // still inside the 200 ms
    await waitFor(() => expect($swap.get().quote?.fromAmount).toBe('0.02'))
    expect(quoteRequests().map((r) => r.query.amount)).toEqual(['20000000000000000'])
  })

  it('a newer input aborts the quote in flight: its answer is never shown', async () => {
    const { engine, $swap } = await ready()
    emulator.setSwitch('api', 'slow', 600)
    try {
      act(() => setAmount(engine, '0.03'))
      await waitFor(() =>
        expect(quoteRequests().some((r) => r.query.amount === '30000000000000000')).toBe(true),
      )
      emulator.setSwitch('api', 'ok')
      act(() => setAmount(engine, '0.04'))
      await waitFor(() => expect($swap.get().quote?.fromAmount).toBe('0.04'))
      // The slow answer for 0.03 arrives later and must not replace it.
      await new Promise((resolve) => setTimeout(resolve, 700))
      expect($swap.get().quote?.fromAmount).toBe('0.04')
      expect($swap.get().quoting).toBe(false)
    } finally {
      emulator.setSwitch('api', 'ok')
    }
  })

  it('refreshes the shown quote every quoteRefreshMs while Swap shows, and stops when it closes', async () => {
    const { engine, $swap } = await ready(500)
    act(() => setAmount(engine, '0.05'))
    await waitFor(() => expect($swap.get().quote?.fromAmount).toBe('0.05'))
    const first = $swap.get().quote!.at
    await waitFor(() => expect($swap.get().quote!.at).toBeGreaterThan(first), { timeout: 2000 })
    act(() => engine.$modal.setKey('open', false))
    emulator.reset()
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(quoteRequests()).toHaveLength(0)
  })
})
