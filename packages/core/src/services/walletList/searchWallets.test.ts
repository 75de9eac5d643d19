import { describe, expect, it, vi } from 'vitest'
import { WALLETS_SEARCH_MIN_WAIT_MS, WALLETS_SEARCH_SIZE } from '../../constants/constants.js'
import { RequestAbortedError } from '../../errors/catalogue.js'
import { useEmulator } from './_emulator.js'
import { searchWallets } from './searchWallets.js'

const service = useEmulator()

describe('searchWallets', () => {
  it('searches the trimmed text, up to 100 results (spec §5, §9)', async () => {
    const wallets = await searchWallets(service.engine(), { search: '   aurora  ' })
    expect(wallets.length).toBeGreaterThan(0)
    for (const w of wallets) expect(w.name.toLowerCase()).toContain('aurora')
    const [query] = service.walletQueries()
    expect(query).toMatchObject({
      search: 'aurora',
      page: '1',
      entries: String(WALLETS_SEARCH_SIZE),
    })
    const wide = await searchWallets(service.engine(), { search: 'a' })
    expect(wide.length).toBe(WALLETS_SEARCH_SIZE)
  })

  it('answers no earlier than the 300 ms minimum wait, even when the service is fast', async () => {
    const started = performance.now()
    await searchWallets(service.engine(), { search: 'nimbus' })
    expect(performance.now() - started).toBeGreaterThanOrEqual(WALLETS_SEARCH_MIN_WAIT_MS - 2)
  })

  it('sends nothing for text replaced within the wait, and rejects with RequestAbortedError', async () => {
    vi.useFakeTimers()
    try {
      const controller = new AbortController()
      const pending = searchWallets(service.engine(), {
        search: 'nim',
        signal: controller.signal,
      }).catch((e: unknown) => e)
      await vi.advanceTimersByTimeAsync(100)
      controller.abort()
      expect(await pending).toBeInstanceOf(RequestAbortedError)
    } finally {
      vi.useRealTimers()
    }
    expect(service.walletQueries()).toEqual([])
  })

  it('resolves no wallets for blank text without asking the service', async () => {
    await expect(searchWallets(service.engine(), { search: '   ' })).resolves.toEqual([])
    expect(service.walletQueries()).toEqual([])
  })
})
